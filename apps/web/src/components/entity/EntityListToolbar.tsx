import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import SearchIcon from '@mui/icons-material/Search';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import { LIST_SEARCH_MAX_LENGTH } from '@school/shared';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';

/** On a phone the filters fold behind a button that tells how many are set. */
export interface FiltersToggle {
  open: boolean;
  onToggle: () => void;
  /** How many filters hold a value. */
  active: number;
}

interface EntityListToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  /** Opens the column chooser at the button; none on a phone, whose rows are cards. */
  onColumns?: (button: HTMLElement) => void;
  /** The filters' button, on a phone. */
  filters?: FiltersToggle;
  onExport: () => void;
  exporting: boolean;
  onPrint: () => void;
}

/** Quick search, the filters' button (phone) or column chooser, Excel export and print, above the rows. */
export function EntityListToolbar({
  search,
  onSearch,
  onColumns,
  filters,
  onExport,
  exporting,
  onPrint,
}: EntityListToolbarProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
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
        {filters && (
          <Button
            color={filters.active > 0 ? 'primary' : 'secondary'}
            variant={filters.open ? 'contained' : 'outlined'}
            startIcon={<FilterListIcon />}
            onClick={filters.onToggle}
            aria-expanded={filters.open}
            aria-controls="entity-filters"
            data-testid="entity-filters-toggle"
          >
            {filters.active > 0
              ? localizeDigits(t('entity.filtersActive', { count: filters.active }), language)
              : t('entity.filters')}
          </Button>
        )}
        {onColumns && (
          <Button
            color="secondary"
            variant="outlined"
            startIcon={<ViewColumnOutlined />}
            onClick={(e) => onColumns(e.currentTarget)}
            data-testid="entity-columns"
          >
            {t('entity.columns')}
          </Button>
        )}
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
