import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import SearchIcon from '@mui/icons-material/Search';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import { LIST_SEARCH_MAX_LENGTH } from '@school/shared';
import { useTranslation } from 'react-i18next';

interface EntityListToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  /** Opens the column chooser at the button. */
  onColumns: (button: HTMLElement) => void;
  onExport: () => void;
  exporting: boolean;
  onPrint: () => void;
}

/** Quick search, column chooser, Excel export and print, above the table. */
export function EntityListToolbar({
  search,
  onSearch,
  onColumns,
  onExport,
  exporting,
  onPrint,
}: EntityListToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        size="small"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        placeholder={t('entity.search')}
        sx={{ width: { xs: '100%', sm: 280 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: {
            'aria-label': t('entity.searchLabel'),
            'data-testid': 'entity-search',
            type: 'search',
            // Pasted text longer than the server takes is cut here, not refused there.
            maxLength: LIST_SEARCH_MAX_LENGTH,
          },
        }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', marginInlineStart: { sm: 'auto' } }}>
        <Button
          color="secondary"
          variant="outlined"
          startIcon={<ViewColumnOutlined />}
          onClick={(e) => onColumns(e.currentTarget)}
          data-testid="entity-columns"
        >
          {t('entity.columns')}
        </Button>
        <Button
          color="secondary"
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={onExport}
          disabled={exporting}
          data-testid="entity-export"
        >
          {t('entity.export')}
        </Button>
        <Button
          color="secondary"
          variant="outlined"
          startIcon={<PrintOutlined />}
          onClick={onPrint}
          data-testid="entity-print"
        >
          {t('entity.print')}
        </Button>
      </Stack>
    </Stack>
  );
}
