import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Profile } from '@/lib/platform/api/contracts/core';
import { STORAGE_KEYS } from '@/lib/shop/constants';

import { getFillCheck, getProfile } from '../api/profile';
import { profileFillFlag } from '../api/profile-fill';

import { ProfileCheck } from './profile-check';

vi.mock('../api/profile', () => ({
  getFillCheck: vi.fn(),
  getProfile: vi.fn(),
  updateProfile: vi.fn(),
}));

const PROFILE: Profile = {
  surname: null,
  name: null,
  patronymic: null,
  birth_date: null,
  email: null,
  sex: null,
  is_subscribed: true,
  phone: '+7 (912) 345-67-89',
};

/** One page load: the layout's ProfileCheck, as in the chrome. */
function loadPage() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <ProfileCheck />
    </QueryClientProvider>,
  );
}

const dialog = () =>
  screen.findByRole('dialog', { name: 'Заполните профиль' }, { timeout: 10_000 });

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'access');
  localStorage.setItem(STORAGE_KEYS.profileToken, 'profile');
  vi.mocked(getFillCheck).mockResolvedValue({
    isFillBirthday: false,
    isFillEmail: false,
    isFillName: false,
  });
  vi.mocked(getProfile).mockResolvedValue(PROFILE);
});
afterEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('ProfileCheck («Заполните профиль»)', { timeout: 20_000 }, () => {
  it('once closed, stays closed on the next page loads of the session', async () => {
    const user = userEvent.setup();
    const first = loadPage();
    await user.click(within(await dialog()).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    for (let load = 2; load <= 3; load += 1) {
      const next = loadPage();
      // the check ran again (the profile is still incomplete) and left the modal closed
      await waitFor(() => expect(getFillCheck).toHaveBeenCalledTimes(load));
      await waitFor(() => expect(profileFillFlag.isSet()).toBe(true));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      next.unmount();
    }
  });

  it('a new login may show it once more', async () => {
    profileFillFlag.dismiss();
    profileFillFlag.setAfterLogin();
    loadPage();
    expect(await dialog()).toBeInTheDocument();
  });

  it('a click on the overlay closes it and gives the page back', async () => {
    const user = userEvent.setup();
    loadPage();
    const modal = await dialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(modal.parentElement!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.style.overflow).toBe('');
    expect(profileFillFlag.isDismissed()).toBe(true);
  });
});
