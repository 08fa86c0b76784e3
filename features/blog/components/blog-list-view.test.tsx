import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { BlogPostSummary } from '@/lib/platform/api/contracts/blog';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { TEST_SETTINGS } from '@/tests/test-utils';

import type { BlogList } from '../api/get-blog-list';

import { BlogListView } from './blog-list-view';

vi.mock('next/navigation', () => ({ usePathname: () => '/blog/' }));

const categories = [
  { id: 1, name: 'Уход за украшениями', slug: 'uhod', is_active: true },
  { id: 2, name: 'Подарки и тренды', slug: 'podarki', is_active: true },
];

const post = (id: number): BlogPostSummary => ({
  id,
  slug: `post-${id}`,
  title: `Статья ${id}`,
  excerpt: `Кратко о статье ${id}`,
  image: `/media/p/ring_au585_none_1.svg`,
  published_at: '2026-11-12T07:00:00.000Z',
  reading_minutes: 3,
  category: { id: 2, name: 'Подарки и тренды', slug: 'podarki' },
});

function renderList(list: BlogList) {
  return render(
    <SettingsProvider value={TEST_SETTINGS}>
      <BlogListView list={list} />
    </SettingsProvider>,
  );
}

describe('BlogListView', () => {
  it('lists posts with their date, excerpt and link, marks the category and links pages', () => {
    renderList({
      status: 'ok',
      query: { category: 'podarki', page: 2 },
      categories,
      current: categories[1] ?? null,
      posts: [post(1), post(2)],
      pagination: { last_page: 3, page: 2, per_page: 9, total: 20 },
    });
    const nav = screen.getByRole('navigation', { name: 'Рубрики блога' });
    expect(within(nav).getByRole('link', { name: 'Подарки и тренды' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Все статьи' })).not.toHaveAttribute(
      'aria-current',
    );
    const articles = within(screen.getByRole('list', { name: 'Статьи' })).getAllByRole('article');
    expect(articles).toHaveLength(2);
    const first = within(articles[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Статья 1' })).toHaveAttribute('href', '/blog/post-1/');
    expect(first.getByText('12 ноября 2026')).toHaveAttribute(
      'datetime',
      '2026-11-12T07:00:00.000Z',
    );
    expect(first.getByText('Кратко о статье 1')).toBeInTheDocument();
    // the facts are read one by one, not run together («Подарки и тренды3 мин чтения»)
    expect(first.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '12 ноября 2026',
      'Подарки и тренды',
      '3 мин чтения',
    ]);
    const pages = screen.getByRole('navigation', { name: 'Страницы блога' });
    // next/link drops the trailing slash in tests (next.config's trailingSlash is not loaded)
    expect(within(pages).getByRole('link', { name: 'Вперёд' }).getAttribute('href')).toMatch(
      /^\/blog\/?\?category=podarki&page=3$/,
    );
    expect(within(pages).getByLabelText('Страница 2')).toHaveAttribute('aria-current', 'page');
  });

  it('shows the empty state for an unknown category, with a way back', () => {
    renderList({ status: 'unknown-category', query: { category: 'net', page: 1 }, categories });
    expect(screen.getByRole('heading', { name: 'Статей не найдено' })).toBeInTheDocument();
    expect(screen.getByText(/Такой рубрики нет/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все статьи блога' }).getAttribute('href')).toMatch(
      /^\/blog\/?$/,
    );
  });

  it('says the posts could not be loaded and gives the support phone when the API is down', () => {
    renderList({ status: 'unavailable', query: { category: null, page: 2 } });
    expect(screen.getByRole('heading', { name: 'Не удалось загрузить статьи' })).toBeVisible();
    expect(screen.getByRole('link', { name: '8 800 550-75-85' })).toHaveAttribute(
      'href',
      'tel:88005507585',
    );
    expect(screen.getByRole('link', { name: 'Обновить страницу' })).toHaveAttribute(
      'href',
      '/blog/?page=2',
    );
  });
});
