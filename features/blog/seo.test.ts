import { describe, expect, it } from 'vitest';

import type { BlogPost } from '@/lib/platform/api/contracts/blog';

import { blogArticleJsonLd, blogListMetadata, blogPostBreadcrumbs, blogPostMetadata } from './seo';

const base = { title: 'Блог', description: 'Статьи о украшениях.' };
const category = { id: 2, name: 'Подарки и тренды', slug: 'podarki', is_active: true };

const post: BlogPost = {
  id: 7,
  slug: 'kak-uznat-razmer-kolca',
  title: 'Как узнать размер кольца',
  excerpt: 'Пять способов.',
  image: '/media/p/ring_au585_fianit_1.svg',
  published_at: '2026-11-05T07:00:00.000Z',
  updated_at: '2026-11-06T07:00:00.000Z',
  reading_minutes: 2,
  category: { id: 2, name: 'Советы покупателям', slug: 'sovety-pokupatelyam' },
  body: '<p>Текст</p>',
  seo_title: null,
  seo_description: null,
};

describe('blogListMetadata', () => {
  it('keeps page N above 1 in the canonical (spec 2.2)', () => {
    expect(blogListMetadata(base, { category: null, page: 1 }, null)).toEqual({
      title: 'Блог',
      description: base.description,
      alternates: { canonical: '/blog/' },
    });
    expect(blogListMetadata(base, { category: null, page: 2 }, null)).toMatchObject({
      title: 'Блог — страница 2',
      alternates: { canonical: '/blog/?page=2' },
    });
  });

  it('gives a category its own title and canonical', () => {
    expect(blogListMetadata(base, { category: 'podarki', page: 2 }, category)).toMatchObject({
      title: 'Подарки и тренды — Блог — страница 2',
      alternates: { canonical: '/blog/?category=podarki&page=2' },
    });
  });

  it('makes an unknown category noindex with the blog as canonical', () => {
    expect(blogListMetadata(base, { category: 'net', page: 1 }, undefined)).toMatchObject({
      alternates: { canonical: '/blog/' },
      robots: { index: false, follow: true },
    });
  });
});

describe('post SEO', () => {
  it('uses the SEO fields when set, else the title and excerpt; Open Graph is an article', () => {
    const plain = blogPostMetadata(post);
    expect(plain).toMatchObject({
      title: post.title,
      description: post.excerpt,
      alternates: { canonical: '/blog/kak-uznat-razmer-kolca/' },
      openGraph: { type: 'article', publishedTime: post.published_at },
    });
    const tuned = blogPostMetadata({ ...post, seo_title: 'SEO', seo_description: 'Описание' });
    expect(tuned).toMatchObject({ title: 'SEO', description: 'Описание' });
  });

  it('builds the breadcrumbs and an Article with absolute URLs', () => {
    expect(blogPostBreadcrumbs(post)).toEqual([
      { label: 'Главная', href: '/' },
      { label: 'Блог', href: '/blog/' },
      { label: post.title },
    ]);
    expect(blogArticleJsonLd(post, 'https://shop.example')).toMatchObject({
      '@type': 'Article',
      headline: post.title,
      datePublished: post.published_at,
      dateModified: post.updated_at,
      image: ['https://shop.example/media/p/ring_au585_fianit_1.svg'],
      mainEntityOfPage: { '@id': 'https://shop.example/blog/kak-uznat-razmer-kolca/' },
      author: { '@type': 'Organization' },
      publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject' } },
    });
  });
});
