import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { BlogPost } from '@/lib/platform/api/contracts/blog';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { HOSTILE_POSTS } from '../../../reference-api/src/content/blog/posts-hostile';

import { BlogArticle } from './blog-article';

vi.mock('next/navigation', () => ({ usePathname: () => '/blog/x/' }));

const hostile = HOSTILE_POSTS[0];

const post: BlogPost = {
  id: 1,
  slug: hostile?.slug ?? 'x',
  title: hostile?.title ?? 'x',
  excerpt: hostile?.excerpt ?? '',
  image: '/media/p/giftcard_none_none_1.svg',
  published_at: '2026-10-02T07:00:00.000Z',
  updated_at: '2026-10-02T07:00:00.000Z',
  reading_minutes: 2,
  category: { id: 2, name: 'Советы покупателям', slug: 'sovety-pokupatelyam' },
  body: hostile?.body ?? '',
  seo_title: null,
  seo_description: null,
};

describe('BlogArticle', () => {
  it('renders the heading, date, category link and the real text of the body', () => {
    render(
      <SettingsProvider value={TEST_SETTINGS}>
        <BlogArticle post={post} />
      </SettingsProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Как распознать мошеннические ссылки' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 октября 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Советы покупателям' })).toHaveAttribute(
      'href',
      '/blog/?category=sovety-pokupatelyam',
    );
    expect(screen.getByRole('heading', { name: 'Признаки поддельной ссылки' })).toBeInTheDocument();
    expect(screen.getByText(/Мы никогда не просим назвать код из SMS/)).toBeInTheDocument();
    // date, category and reading time are read one by one
    const facts = screen.getByRole('banner').querySelector('ul');
    expect(
      within(facts!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 октября 2026', 'Советы покупателям', `${post.reading_minutes} мин чтения`]);
  });

  it('renders the hostile markup harmless', () => {
    const { container } = render(
      <SettingsProvider value={TEST_SETTINGS}>
        <BlogArticle post={post} />
      </SettingsProvider>,
    );
    const article = container.querySelector('article') as HTMLElement;
    expect(article.querySelectorAll('script, iframe, object, svg, style, form')).toHaveLength(0);
    for (const element of article.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) {
        expect(attribute.startsWith('on'), `${element.tagName} ${attribute}`).toBe(false);
        // nothing of the body carries a style; the cover is next/image, whose own is fixed
        if (element.hasAttribute('data-nimg'))
          expect(element.getAttribute('style')).toBe('color: transparent;');
        else expect(attribute).not.toBe('style');
      }
    }
    for (const link of article.querySelectorAll('a[href]')) {
      expect(link.getAttribute('href')).toMatch(/^\/(?![/\\])/);
    }
    expect(screen.getByText('Проверить начисленные бонусы').closest('a')).not.toHaveAttribute(
      'href',
    );
  });
});
