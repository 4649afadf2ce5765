import { useState } from 'react';
import { ListPager } from './ListPager';

/**
 * Paging of a short server-paged list (a user's notifications, their messages): the zero-based
 * page and its size for the query, and the pager, shown once the rows pass the smallest page.
 */
export function useShortListPager(pageSizes: readonly number[]) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(pageSizes[0]!);
  const pager = (total: number) =>
    total > pageSizes[0]! ? (
      <ListPager
        total={total}
        page={page}
        pageSize={pageSize}
        pageSizes={pageSizes}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(0);
        }}
      />
    ) : null;
  return { page, pageSize, pager };
}
