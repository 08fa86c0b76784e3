import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { notify } from '@/lib/platform/toast';

import { GiftHintButton } from './gift-hint-button';

vi.mock('@/lib/platform/toast', () => ({
  notify: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const ring = [{ sku: '10000097', size: null }];
const origin = window.location.origin;

function setNavigator(name: 'share' | 'canShare' | 'clipboard', value: unknown) {
  Object.defineProperty(window.navigator, name, { configurable: true, value });
}

describe('GiftHintButton', () => {
  beforeEach(() => window.history.replaceState(null, '', '/product/kolco/?size=17.5'));
  afterEach(() => {
    for (const name of ['share', 'canShare', 'clipboard'] as const) setNavigator(name, undefined);
    vi.clearAllMocks();
  });

  it('shares through the share sheet, with the size in the address when asked to', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    setNavigator('share', share);
    render(<GiftHintButton items={ring} sizes={['17', '17.5']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Намекнуть о подарке' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${origin}/hint/?items=10000097:17.5` }),
    );
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('takes no size that is not sellable; a cancelled share sheet does nothing more', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('share', share);
    setNavigator('clipboard', { writeText });
    render(<GiftHintButton items={ring} sizes={['17', '18']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Намекнуть о подарке' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${origin}/hint/?items=10000097` }),
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without a share sheet and says so in a toast and a live region', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    render(<GiftHintButton items={ring} sizes={['17', '17.5']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Намекнуть о подарке' }));
    expect(writeText).toHaveBeenCalledWith(`${origin}/hint/?items=10000097:17.5`);
    expect(notify.success).toHaveBeenCalledWith('Ссылка скопирована');
    expect(screen.getByRole('status')).toHaveTextContent('Ссылка скопирована');
  });

  it('shows the link to copy by hand when the clipboard is refused', async () => {
    setNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    render(<GiftHintButton items={ring} />);
    await userEvent.click(screen.getByRole('button', { name: 'Намекнуть о подарке' }));
    expect(screen.getByRole('textbox', { name: 'Ссылка на намёк' })).toHaveValue(
      `${origin}/hint/?items=10000097`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Не удалось скопировать ссылку');
  });
});
