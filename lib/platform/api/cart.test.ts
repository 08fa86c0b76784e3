import { afterEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import { ApiError } from '@/lib/platform/api/errors';
import { onHttpEvent } from '@/lib/platform/api/http-events';
import { notify } from '@/lib/platform/toast';

import { readCart } from './cart';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('@/lib/platform/toast', () => ({ notify: { error: vi.fn(), warning: vi.fn() } }));

const get = vi.fn();
vi.mocked(browserClient).mockReturnValue({ get } as unknown as ReturnType<typeof browserClient>);
afterEach(() => vi.clearAllMocks());

async function failedRead(error: ApiError) {
  get.mockRejectedValueOnce(error);
  const actions: string[] = [];
  const off = onHttpEvent(({ action }) => actions.push(action));
  const thrown = await readCart().catch((e: unknown) => e);
  off();
  expect(thrown).toBe(error);
  expect(get).toHaveBeenCalledWith('/api/cart', { silent: true });
  return actions;
}

describe('reading the cart when the cart service fails', () => {
  it.each([null, 500, 502, 504])(
    'a read answered %s raises no toast and never the not-found page: the cart view says so',
    async (status) => {
      const actions = await failedRead(
        new ApiError({
          status,
          message: 'Что-то пошло не так. Обновите страницу или повторите попытку позже',
        }),
      );
      expect(actions).toEqual([]);
      expect(notify.error).not.toHaveBeenCalled();
    },
  );

  it.each([
    [401, 'logout'],
    [429, 'too-many-requests'],
    // spec 7: a 404 from a service shows the not-found page in place of the page
    [404, 'not-found'],
  ])('%i still reaches the app shell (%s)', async (status, action) => {
    expect(await failedRead(new ApiError({ status, message: 'x' }))).toEqual([action]);
    expect(notify.error).not.toHaveBeenCalled();
  });
});
