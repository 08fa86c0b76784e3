import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { SettingsProvider } from '@/lib/platform/settings-context';
import { TEST_SETTINGS } from '@/tests/test-utils';

import type { CmsPageResult } from '../api/get-cms-page';

import { CmsContent } from './cms-content';

vi.mock('server-only', () => ({}));
vi.mock('next/navigation', () => ({ usePathname: () => '/about/' }));
const loadCmsPage = vi.fn<(slug: string) => Promise<CmsPageResult>>();
vi.mock('../api/get-cms-page', () => ({ loadCmsPage: (slug: string) => loadCmsPage(slug) }));
vi.mock('../api/load-block-data', () => ({
  loadBlockData: async () => ({
    products: {},
    goldBars: null,
    goldBarsUrl: 'https://x/',
    loadedAt: 0,
  }),
}));

async function renderContent() {
  const node = await CmsContent({ slug: 'about' });
  render(<SettingsProvider value={TEST_SETTINGS}>{node}</SettingsProvider>);
}

beforeEach(() => loadCmsPage.mockReset());

describe('CmsContent', () => {
  it('renders the page blocks', async () => {
    loadCmsPage.mockResolvedValue({
      status: 'ok',
      page: {
        slug: 'about',
        title: 'О компании',
        seo_title: 'О компании',
        seo_description: '',
        blocks: [{ type: 'text', title: 'Кто мы', html: '<p>Ювелирная сеть</p>' }],
      },
    });
    await renderContent();
    expect(loadCmsPage).toHaveBeenCalledWith('about');
    expect(screen.getByRole('region', { name: 'Кто мы' })).toHaveTextContent('Ювелирная сеть');
  });

  it('shows a friendly text for a page the CMS does not have', async () => {
    loadCmsPage.mockResolvedValue({ status: 'missing' });
    await renderContent();
    expect(screen.getByText(/Мы готовим эту страницу/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'каталог' })).toHaveAttribute('href', '/catalog/');
  });

  it('shows a degraded notice with the support phone when the CMS is down', async () => {
    loadCmsPage.mockResolvedValue({ status: 'error' });
    await renderContent();
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить содержимое страницы');
    expect(screen.getByRole('alert')).toHaveTextContent('8 800 550-75-85');
  });
});
