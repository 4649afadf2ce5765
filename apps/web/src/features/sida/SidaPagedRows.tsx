import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListPager } from '../../components/ListPager';
import { PageCard } from '../../components/PageCard';
import { apiErrorText } from '../../components/sheet-import/api-error-text';
import { ResponsiveRows, type Column } from './ResponsiveRows';

/**
 * A Sida page of server-paged rows (the students' cards, the exchanges): its intro, an error or a
 * note when there is nothing, the rows (a table, or cards on a phone) and the pager.
 */
export function SidaPagedRows<T>({
  title,
  intro,
  empty,
  queryKey,
  load,
  testId,
  columns,
  rowKey,
  highlight,
}: {
  title: string;
  intro: string;
  empty: string;
  /** The query's name under 'sida'. */
  queryKey: string;
  /** One page (one-based) of `pageSize` rows. */
  load: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>;
  testId: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  highlight?: (row: T) => boolean;
}) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const list = useQuery({
    queryKey: ['sida', queryKey, page, pageSize],
    queryFn: () => load(page + 1, pageSize),
    placeholderData: keepPreviousData,
  });
  return (
    <PageCard title={title}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{intro}</Typography>
        {list.error && <Alert severity="error">{apiErrorText(list.error)}</Alert>}
        {list.data && list.data.items.length === 0 && <Alert severity="info">{empty}</Alert>}
        {list.data && list.data.items.length > 0 && (
          <ResponsiveRows<T>
            testId={testId}
            rows={list.data.items}
            rowKey={rowKey}
            highlight={highlight}
            columns={columns}
          />
        )}
        {list.data && (
          <ListPager
            total={list.data.total}
            page={page}
            pageSize={pageSize}
            pageSizes={[25, 50, 100]}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(0);
            }}
          />
        )}
      </Stack>
    </PageCard>
  );
}
