import type { Metadata } from 'next';

import type { BlogCategory, BlogPost } from '@/lib/platform/api/contracts/blog';
import type { Crumb } from '@/lib/shop/seo/json-ld';

import { blogListHref, blogPostHref, type BlogQuery } from './utils/blog-query';

const BLOG_TITLE = 'Блог';
const STORE_NAME = 'Ювелирный магазин';

/**
 * Title, description and canonical of the blog list. A category is its own indexable list; page N
 * above 1 keeps `page` in the canonical (spec 2.2). An unknown category is noindex and points its
 * canonical at the blog.
 */
export function blogListMetadata(
  base: { title: string; description: string },
  query: BlogQuery,
  current: BlogCategory | null | undefined,
): Metadata {
  if (current === undefined) {
    return {
      title: base.title,
      description: base.description,
      alternates: { canonical: '/blog/' },
      robots: { index: false, follow: true },
    };
  }
  const parts = [current ? `${current.name} — ${base.title}` : base.title];
  if (query.page > 1) parts.push(`страница ${query.page}`);
  const description = current
    ? `${current.name}: статьи блога ювелирного магазина. ${base.description}`
    : base.description;
  return {
    title: parts.join(' — '),
    description,
    alternates: { canonical: blogListHref({ category: current?.slug ?? null, page: query.page }) },
  };
}

/** Title, description, canonical and Open Graph (type article) of a post. */
export function blogPostMetadata(post: BlogPost): Metadata {
  const title = post.seo_title || post.title;
  const description = post.seo_description || post.excerpt;
  return {
    title,
    description,
    alternates: { canonical: blogPostHref(post.slug) },
    openGraph: {
      type: 'article',
      title,
      description,
      url: blogPostHref(post.slug),
      images: [{ url: post.image, width: 800, height: 800, alt: post.title }],
      publishedTime: post.published_at,
      modifiedTime: post.updated_at,
      section: post.category.name,
    },
  };
}

/** Главная › Блог › the post's title. */
export function blogPostBreadcrumbs(post: BlogPost): Crumb[] {
  return [
    { label: 'Главная', href: '/' },
    { label: BLOG_TITLE, href: '/blog/' },
    { label: post.title },
  ];
}

/** schema.org Article of a post; URLs are made absolute against `origin`. */
export function blogArticleJsonLd(post: BlogPost, origin: string) {
  const store = { '@type': 'Organization', name: STORE_NAME, url: `${origin}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title.slice(0, 110),
    description: post.seo_description || post.excerpt,
    image: [new URL(post.image, origin).href],
    datePublished: post.published_at,
    dateModified: post.updated_at,
    articleSection: post.category.name,
    mainEntityOfPage: { '@type': 'WebPage', '@id': new URL(blogPostHref(post.slug), origin).href },
    author: store,
    publisher: {
      ...store,
      logo: { '@type': 'ImageObject', url: `${origin}/favicon.ico` },
    },
  };
}
