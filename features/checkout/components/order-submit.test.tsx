import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { OFFLINE_REASON } from '@/components/ui/offline-hint';

import { OrderSubmit } from './order-submit';

afterEach(() => vi.restoreAllMocks());

describe('OrderSubmit', () => {
  it('offline, waits with the reason instead of sending the order', () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OrderSubmit pending={false} onClick={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Подтвердить заказ' });
    expect(button).toBeEnabled();

    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(OFFLINE_REASON);
    expect(screen.getByText(OFFLINE_REASON)).toBeVisible();

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(button).toBeEnabled();
    expect(screen.queryByText(OFFLINE_REASON)).not.toBeInTheDocument();
  });
});
