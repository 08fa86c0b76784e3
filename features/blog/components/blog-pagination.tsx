import { Pagination } from '@/components/ui/pagination';

import { blogListHref } from '../utils/blog-query';

type BlogPaginationProps = { category: string | null; page: number; lastPage: number };

/** Crawlable page links of the blog list (the shared pagination with the blog's addresses). */
export function BlogPagination({ category, page, lastPage }: BlogPaginationProps) {
  return (
    <Pagination
      page={page}
      lastPage={lastPage}
      hrefFor={(n) => blogListHref({ category, page: n })}
      label="Страницы блога"
    />
  );
}
