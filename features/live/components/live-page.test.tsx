import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import type { LiveBroadcast as Broadcast, LiveProduct } from '@/lib/platform/api/contracts/live';
import { ApiError } from '@/lib/platform/api/errors';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { LiveBroadcast } from './live-broadcast';
import { LivePage } from './live-page';
import { LiveProductSection } from './live-product-section';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('next/navigation', () => ({ usePathname: () => '/online/' }));

const get = vi.fn();
const product = (id: string, name: string): LiveProduct => ({
  id,
  slug: id,
  name,
  sku: id,
  image: `/media/p/${id}.svg`,
  price: { amount: 5000 },
  prices: { current: 5000, old: null },
  index: 0,
  aired_at: '2026-11-22T09:00:00.000Z',
});
const ON_AIR: Broadcast = {
  is_online: true,
  title: 'Утренний эфир: золото на каждый день',
  url: '/media/live/efir.mp4',
  poster: '/media/b/live.svg',
  next_broadcast_at: null,
  schedule: [
    { title: 'Утренний эфир', starts_at: '2026-11-22T06:00:00Z', ends_at: '2026-11-22T10:00:00Z' },
  ],
};

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SettingsProvider value={TEST_SETTINGS}>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </SettingsProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(browserClient).mockReturnValue({ get } as unknown as ReturnType<typeof browserClient>);
});

describe('live page', () => {
  it('renders the server data at once: player with poster and three product sections', () => {
    get.mockReturnValue(new Promise(() => undefined));
    const feed = {
      broadcast: ON_AIR,
      products: {
        on_live: [product('a', 'Кольцо с топазом')],
        recently: [product('b', 'Серьги-пусеты')],
        popular: [],
      },
      fetchedAt: Date.now(),
    };
    wrap(<LivePage feed={feed} refreshMs={15_000} />);
    const video = screen.getByLabelText(/Видео: Утренний эфир/);
    expect(video).toHaveAttribute('poster', '/media/b/live.svg');
    expect(video).toHaveAttribute('controls');
    expect(screen.getByText('Сейчас в эфире', { selector: 'span' })).toBeInTheDocument();
    const now = screen.getByRole('region', { name: 'Сейчас в эфире' });
    expect(within(now).getByRole('link', { name: 'Кольцо с топазом' })).toHaveAttribute(
      'href',
      '/product/a/',
    );
    expect(screen.getByRole('region', { name: 'Недавно в эфире' })).toHaveTextContent('Серьги');
    expect(screen.getByRole('region', { name: 'Популярное в эфире' })).toHaveTextContent(
      'скоро появятся',
    );
    expect(get).not.toHaveBeenCalled();
  });

  it('refreshes a list while open, without a reload', async () => {
    get.mockResolvedValue({ data: { items: [product('c', 'Браслет из серебра')] } });
    wrap(
      <LiveProductSection
        kind="on_live"
        title="Сейчас в эфире"
        emptyText="пусто"
        initialData={[product('a', 'Кольцо с топазом')]}
        initialAt={Date.now()}
        refreshMs={1000}
      />,
    );
    expect(screen.getByRole('link', { name: 'Кольцо с топазом' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Браслет из серебра' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/live/product/on_live', { silent: true });
  });

  it('degrades a list the API could not give, with a working retry', async () => {
    const user = userEvent.setup();
    get.mockRejectedValueOnce(new ApiError({ status: null, message: 'down' }));
    get.mockResolvedValueOnce({ data: { items: [product('d', 'Цепочка')] } });
    wrap(
      <LiveProductSection
        kind="recently"
        title="Недавно в эфире"
        emptyText="пусто"
        initialData={null}
        initialAt={0}
        refreshMs={60_000}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить товары');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Цепочка' })).toBeInTheDocument();
  });

  it('shows the poster and the next show when off air', () => {
    wrap(
      <LiveBroadcast
        initialData={{ ...ON_AIR, is_online: false, next_broadcast_at: '2030-01-01T06:00:00Z' }}
        initialAt={Date.now()}
        refreshMs={15_000}
      />,
    );
    expect(screen.queryByLabelText(/Видео/)).toBeNull();
    expect(screen.getByText('Сейчас эфира нет')).toBeInTheDocument();
    expect(screen.getByText(/Эфир начнётся 1 января в 09:00/)).toBeInTheDocument();
  });
});
