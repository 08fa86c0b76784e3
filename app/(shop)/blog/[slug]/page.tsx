import type { Metadata } from 'next';

import { notFoundMetadata } from '@/app/_components/not-found-page';
import { PageNotFound } from '@/app/_components/page-not-found';
import { UnavailablePage } from '@/app/_components/unavailable-page';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getBlogPost } from '@/features/blog/api/get-blog-post';
import { BlogArticle } from '@/features/blog/components/blog-article';
import { blogArticleJsonLd, blogPostBreadcrumbs, blogPostMetadata } from '@/features/blog/seo';
import { siteUrl } from '@/lib/platform/env';
import { readPageData, UNAVAILABLE_METADATA } from '@/lib/platform/page-cache/page-data';
import { JsonLd, breadcrumbJsonLd } from '@/lib/shop/seo/json-ld';

type Props = { params: Promise<{ slug: string }> };

/** The post; `missing` when there is none, `unavailable` when the main API could not say. */
async function load(params: Props['params']) {
  const { slug } = await params;
  const read = await readPageData(() => getBlogPost(slug));
  if (!read.ok) return { slug, post: null, state: 'unavailable' as const };
  return { slug, post: read.data, state: read.data ? ('ok' as const) : ('missing' as const) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { post, state } = await load(params);
  if (post) return blogPostMetadata(post);
  return state === 'missing' ? notFoundMetadata : UNAVAILABLE_METADATA;
}

/**
 * A blog post (/blog/{slug}/): breadcrumbs, heading, date, category, the sanitised body, and
 * Article and BreadcrumbList structured data. An unknown slug is a 404; a failing API draws the
 * error card in the page (503 with Retry-After from the proxy).
 */
export default async function BlogPostPage({ params }: Props) {
  const { slug, post, state } = await load(params);
  if (state === 'missing') return <PageNotFound />;
  if (!post) return <UnavailablePage path={`/blog/${encodeURIComponent(slug)}/`} />;
  const crumbs = blogPostBreadcrumbs(post);
  const origin = siteUrl();
  return (
    <div className="page container">
      <JsonLd data={blogArticleJsonLd(post, origin)} />
      <JsonLd data={breadcrumbJsonLd(crumbs, origin)} />
      <Breadcrumbs items={crumbs} />
      <BlogArticle post={post} />
    </div>
  );
}
