import type { Metadata } from 'next';

import { notFoundMetadata } from '@/app/_components/not-found-page';
import { PageNotFound } from '@/app/_components/page-not-found';
import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { getBlogList } from '@/features/blog/api/get-blog-list';
import { BlogListView } from '@/features/blog/components/blog-list-view';
import { blogListMetadata } from '@/features/blog/seo';
import { parseBlogQuery } from '@/features/blog/utils/blog-query';
import { sitePage } from '@/lib/shop/site-pages';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = parseBlogQuery(await searchParams);
  const list = await getBlogList(query);
  if (!list) return notFoundMetadata;
  if (list.status === 'unavailable') return staticMetadata('/blog/');
  const current = list.status === 'ok' ? list.current : undefined;
  return blogListMetadata(sitePage('/blog/'), query, current);
}

/**
 * The blog (spec 2.1 /blog/): category links, a page of posts newest first and page links, all
 * in the URL (`?category=`, `?page=`) and rendered on the server from cached getters.
 */
export default async function BlogPage({ searchParams }: Props) {
  const list = await getBlogList(parseBlogQuery(await searchParams));
  if (!list) return <PageNotFound />;
  return (
    <StaticPage path="/blog/">
      <BlogListView list={list} />
    </StaticPage>
  );
}
