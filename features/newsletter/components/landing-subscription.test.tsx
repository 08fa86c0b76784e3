import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { getLandingOfferOrNull } from '../api/get-landing-offer';

import { LandingSubscription } from './landing-subscription';

vi.mock('../api/get-landing-offer', () => ({ getLandingOfferOrNull: vi.fn() }));

function renderWithQuery(ui: ReactNode) {
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
}

describe('LandingSubscription', () => {
  it('shows the offer, its promo and terms around the landing form', async () => {
    vi.mocked(getLandingOfferOrNull).mockResolvedValue({
      title: 'Скидка 10% за подписку',
      text: 'Первыми узнавайте о новых коллекциях.',
      promo: { code: 'PODPISKA10', description: 'скидка 10% на первый заказ' },
      terms: 'Отписаться можно в любом письме.',
    });
    renderWithQuery(await LandingSubscription());
    expect(screen.getByText('Скидка 10% за подписку')).toBeInTheDocument();
    expect(screen.getByText('PODPISKA10')).toBeInTheDocument();
    expect(screen.getByText('Отписаться можно в любом письме.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Подпишитесь на рассылку' })).toBeInTheDocument();
  });

  it('keeps the form when the offer cannot be loaded', async () => {
    vi.mocked(getLandingOfferOrNull).mockResolvedValue(null);
    renderWithQuery(await LandingSubscription());
    expect(screen.getByRole('form', { name: 'Подпишитесь на рассылку' })).toBeInTheDocument();
    expect(screen.queryByText(/Промокод/)).not.toBeInTheDocument();
  });
});
