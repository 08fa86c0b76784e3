import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { AccountHome } from './account-home';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));

const http = { get: vi.fn() };
const profile = {
  surname: 'Демидова',
  name: 'Анна',
  patronymic: null,
  birth_date: '14.05.1990',
  email: 'demo@zoloto.test',
  sex: 'female',
  is_subscribed: true,
  phone: '+7 (900) 000-00-01',
};

function setWidth(wide: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SettingsProvider value={TEST_SETTINGS}>
      <QueryClientProvider client={client}>
        <AccountHome />
      </QueryClientProvider>
    </SettingsProvider>,
  );
}

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  http.get.mockResolvedValue({ data: { profile } });
});

afterEach(() => vi.clearAllMocks());

describe('/account/ home', () => {
  it('opens the profile on wide screens', async () => {
    setWidth(true);
    renderHome();
    expect(await screen.findByRole('form', { name: 'Личные данные' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Фамилия' })).toHaveValue('Демидова');
  });

  it('leaves the menu as the page on narrow screens and loads nothing', () => {
    setWidth(false);
    renderHome();
    expect(screen.getByRole('heading', { name: 'Личный кабинет' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Личные данные' })).not.toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });
});
