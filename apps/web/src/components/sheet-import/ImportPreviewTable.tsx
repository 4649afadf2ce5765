import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey } from '../entity/entity-labels';
import { localizeDigits } from '../../lib/date';
import { useAppLanguage } from '../../lib/use-app-language';
import { usedFields, type TableRow as PreviewTableRow } from './import-preview';

/**
 * The preview rows: sheet row number, action, then each column with its error under the value.
 * Columns are labelled as the entity's fields, or by `labels` (the sheet's own headers).
 */
export function ImportPreviewTable({
  entity,
  fields: sheetFields,
  labels,
  rows,
}: {
  entity: string;
  fields: readonly string[];
  labels?: Readonly<Record<string, string>>;
  rows: readonly PreviewTableRow[];
}) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const fields = usedFields(rows, sheetFields);
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 520 }}>
      <Table size="small" stickyHeader data-testid="import-preview-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('people.import.row')}</TableCell>
            <TableCell>{t('people.import.action')}</TableCell>
            {fields.map((field) => (
              <TableCell key={field} sx={{ whiteSpace: 'nowrap' }}>
                {labels?.[field] ?? t(fieldLabelKey(entity, field))}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.row}
              data-testid={`import-row-${row.row}`}
              data-invalid={row.invalid ? 'true' : 'false'}
              sx={row.invalid ? (theme) => ({ bgcolor: alpha(theme.palette.error.main, 0.08) }) : undefined}
            >
              <TableCell>{localizeDigits(String(row.row), language)}</TableCell>
              <TableCell>
                {row.invalid ? (
                  <Chip size="small" color="error" label={t('people.import.invalidRow')} />
                ) : (
                  <Chip
                    size="small"
                    color={row.action === 'create' ? 'success' : row.action === 'update' ? 'info' : 'default'}
                    label={t(`people.import.${row.action}`)}
                  />
                )}
                {row.rowErrors.map((message) => (
                  <Typography key={message} variant="caption" color="error" sx={{ display: 'block' }}>
                    {localizeDigits(message, language)}
                  </Typography>
                ))}
              </TableCell>
              {fields.map((field) => {
                const cell = row.cells.find((c) => c.field === field);
                return (
                  <TableCell key={field} data-field={field} sx={{ minWidth: 110 }}>
                    <Box component="span">{localizeDigits(cell?.text ?? '', language)}</Box>
                    {cell?.error && (
                      <Typography
                        variant="caption"
                        color="error"
                        sx={{ display: 'block' }}
                        data-testid="import-cell-error"
                      >
                        {localizeDigits(cell.error, language)}
                      </Typography>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
