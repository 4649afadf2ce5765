/**
 * The pager under a server-paged list (entity lists, report cards): page sizes and the rows shown in
 * the UI language's digits, first/last buttons with spoken names, and on a phone a pager that wraps
 * without its page-size label so its buttons stay on screen.
 */
import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/date';
import { addTranslations } from '../lib/i18n';
import { useAppLanguage } from '../lib/use-app-language';
import pagerFa from '../locales/pager.fa.json';

// The pager's texts travel with it: pages without a list do not carry them.
addTranslations('fa', { pager: pagerFa });

const PAGER = {
  borderTop: 1,
  borderColor: 'divider',
  '& .MuiTablePagination-toolbar': { flexWrap: { xs: 'wrap', sm: 'nowrap' }, justifyContent: 'center' },
  '& .MuiTablePagination-spacer, & .MuiTablePagination-selectLabel': { display: { xs: 'none', sm: 'block' } },
} as const;

export interface ListPagerProps {
  /** Rows matching the list's criteria on every page. */
  total: number;
  /** Zero-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  /** A new page size starts again from the first page (the caller's choice to make). */
  onPageSize: (pageSize: number) => void;
}

export function ListPager({ total, page, pageSize, pageSizes, onPage, onPageSize }: ListPagerProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const number = (n: number) => formatNumber(n, language);
  return (
    <TablePagination
      component="div"
      count={total}
      page={total > 0 ? page : 0}
      rowsPerPage={pageSize}
      rowsPerPageOptions={pageSizes.map((value) => ({ value, label: number(value) }))}
      onPageChange={(_, next) => onPage(next)}
      onRowsPerPageChange={(e) => onPageSize(Number(e.target.value))}
      showFirstButton
      showLastButton
      labelRowsPerPage={t('pager.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t('pager.displayedRows', { from: number(from), to: number(to), count: number(count) })
      }
      getItemAriaLabel={(type) => t(`pager.${type}`)}
      sx={PAGER}
    />
  );
}
