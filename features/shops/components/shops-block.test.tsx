import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadShops } from '../api/get-shops';

import { ShopsBlock } from './shops-block';

vi.mock('../api/get-shops', () => ({ loadShops: vi.fn() }));

afterEach(() => vi.unstubAllEnvs());

describe('ShopsBlock', () => {
  it('API down: the degraded section with the support phone, no list', async () => {
    vi.stubEnv('SUPPORT_PHONE', '8 800 550-75-85');
    vi.mocked(loadShops).mockResolvedValue({ shops: null, renderedAt: Date.now() });
    render(await ShopsBlock({ layout: 'list', jsonLd: true }));
    expect(
      screen.getByRole('heading', { name: 'Не удалось загрузить список магазинов' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '8 800 550-75-85' })).toHaveAttribute(
      'href',
      'tel:88005507585',
    );
    expect(screen.queryByRole('list', { name: 'Список магазинов' })).not.toBeInTheDocument();
    expect(loadShops).toHaveBeenCalledWith(undefined);
  });

  it('no shops at all says so', async () => {
    vi.mocked(loadShops).mockResolvedValue({ shops: [], renderedAt: Date.now() });
    render(await ShopsBlock({ layout: 'map', service: 'pickup' }));
    expect(screen.getByText('Магазины скоро откроются.')).toBeInTheDocument();
    expect(loadShops).toHaveBeenCalledWith('pickup');
  });
});
