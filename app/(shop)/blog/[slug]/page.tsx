import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getBlogPost } from '@/features/blog/api/get-blog-post';
import { BlogArticle } from '@/features/blog/components/blog-article';
import { blogArticleJsonLd, blogPostBreadcrumbs, blogPostMetadata } from '@/features/blog/seo';
import { siteUrl } from '@/lib/env';
import { JsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld';

type Props = { params: Promise<{ slug: string }> };

async function load(params: Props['params']) {
  const { slug } = await params;
  const post = await getBlogPost(slug);
  if (!post) notFound();
  return post;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogPostMetadata(await load(params));
}

/**
 * A blog post (/blog/{slug}/): breadcrumbs, heading, date, category, the sanitised body, and
 * Article and BreadcrumbList structured data. An unknown slug is a 404; a failing API reaches
 * the section's error boundary (the error card with the support phone).
 */
export default async function BlogPostPage({ params }: Props) {
  const post = await load(params);
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
