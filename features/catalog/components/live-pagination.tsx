'use client';

import { Pagination } from '@/components/ui/pagination';
import { catalogHref, withPage } from '@/lib/shop/catalog-query';

import { useLoadMoreContext } from './load-more-provider';

/** The page links of a listing; they follow the page «Показать ещё» reached. */
export function LivePagination() {
  const { page, lastPage, basePath, query, defaults } = useLoadMoreContext();
  return (
    <Pagination
      page={page}
      lastPage={lastPage}
      hrefFor={(n) => catalogHref(basePath, withPage(query, n), defaults)}
    />
  );
}
