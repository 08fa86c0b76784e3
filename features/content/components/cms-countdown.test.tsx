import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CmsCountdown } from './cms-countdown';

const block = {
  type: 'countdown',
  title: 'До конца акции',
  ends_at: '2026-11-11T23:59:59+03:00',
} as const;

afterEach(() => vi.useRealTimers());

describe('CmsCountdown', () => {
  it('ticks every second and says «Акция завершена» at the end', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-11T23:59:57+03:00'));
    render(<CmsCountdown block={block} endedOnServer={false} />);
    expect(screen.getByRole('heading', { name: 'До конца акции' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:01');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Акция завершена')).toBeInTheDocument();
  });

  it('shows the end in Moscow time and the ended state from the server', () => {
    render(<CmsCountdown block={block} endedOnServer />);
    expect(screen.getByText('Акция завершена')).toBeInTheDocument();
    expect(screen.getByText('11 ноября 2026 г. в 23:59 (МСК)')).toHaveAttribute(
      'datetime',
      block.ends_at,
    );
  });
});
