import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { notify } from '@/lib/platform/toast';

import { CalendarGrid } from './calendar-grid';

vi.mock('@/lib/platform/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

afterEach(() => vi.clearAllMocks());

const calendar = {
  title: 'Календарь подарков',
  days: [
    {
      date: '2026-12-01',
      opens_at: '2026-12-01T00:00:00+03:00',
      is_open: true,
      offer: {
        title: 'Скидка 15% на серьги',
        text: 'Пусеты и конго.',
        promo_code: 'SERGI15',
        href: '/catalog/sergi/',
      },
    },
    {
      date: '2026-12-02',
      opens_at: '2026-12-02T00:00:00+03:00',
      is_open: true,
      offer: { title: 'Двойные бонусы', text: 'Без промокода.' },
    },
    { date: '2026-12-03', opens_at: '2026-12-03T00:00:00+03:00', is_open: false },
  ],
};
// 00:30 on 2 December in Moscow (21:30 UTC the day before)
const NOW = new Date('2026-12-01T21:30:00Z');

describe('CalendarGrid', () => {
  it('shows open days with their offers and locked days with when they open', () => {
    render(<CalendarGrid calendar={calendar} now={NOW} />);
    const days = within(screen.getByRole('list', { name: 'Календарь подарков' })).getAllByRole(
      'listitem',
    );
    expect(days).toHaveLength(3);
    expect(
      within(days[0]!).getByRole('heading', { name: 'Скидка 15% на серьги' }),
    ).toBeInTheDocument();
    expect(within(days[0]!).getByText('SERGI15')).toBeInTheDocument();
    expect(within(days[0]!).getByRole('link', { name: 'Воспользоваться' })).toHaveAttribute(
      'href',
      '/catalog/sergi/',
    );
    expect(within(days[1]!).queryByRole('button')).toBeNull();
    expect(days[2]).toHaveTextContent('Откроется 3 декабря');
    expect(within(days[2]!).queryByRole('link')).toBeNull();
    expect(within(days[2]!).queryByRole('button')).toBeNull();
  });

  it('highlights today in Moscow time', () => {
    render(<CalendarGrid calendar={calendar} now={NOW} />);
    const days = screen.getAllByRole('listitem');
    expect(days[1]).toHaveAttribute('aria-current', 'date');
    expect(days[1]).toHaveTextContent('Сегодня');
    expect(days[0]).not.toHaveAttribute('aria-current');
  });

  it('copies a promo code and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<CalendarGrid calendar={calendar} now={NOW} />);
    await user.click(screen.getByRole('button', { name: 'Скопировать промокод SERGI15' }));
    expect(writeText).toHaveBeenCalledWith('SERGI15');
    expect(notify.success).toHaveBeenCalledWith('Промокод SERGI15 скопирован');
  });

  it('says so when copying fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<CalendarGrid calendar={calendar} now={NOW} />);
    await user.click(screen.getByRole('button', { name: /Скопировать/ }));
    expect(notify.error).toHaveBeenCalledWith(
      'Не удалось скопировать промокод. Выделите его и скопируйте вручную.',
    );
  });
});
