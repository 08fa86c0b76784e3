import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { initialUiState, useUiStore } from '@/stores/ui-store';

import { lockedUntil } from '../utils/login-lock';

import { initialAuthFields, useAuthStore } from './auth-store';

const PHONE = '+7 (912) 345-67-89';

function fillCodeFlow() {
  const auth = useAuthStore.getState();
  auth.setPhone(PHONE);
  auth.setChannel('TELEGRAM');
  auth.codeSent('otp-1');
  useAuthStore.getState().setCode('123456');
  useAuthStore.getState().fail('Код введен неверно');
}

beforeEach(() => {
  window.localStorage.clear();
  useUiStore.setState(initialUiState);
  useAuthStore.setState({ ...initialAuthFields, userName: null });
});
afterEach(() => vi.useRealTimers());

describe('auth store', () => {
  it('a sent code shows the code input with its otp id', () => {
    useAuthStore.getState().setPhone(PHONE);
    useAuthStore.getState().codeSent('otp-1');
    expect(useAuthStore.getState()).toMatchObject({ otpId: 'otp-1', smsSent: true, code: '' });
  });

  it('a call keeps the calling number and sets callSent, not smsSent', () => {
    useAuthStore.getState().callOrdered('otp-2', '+7 (495) 123-68-10');
    expect(useAuthStore.getState()).toMatchObject({
      otpId: 'otp-2',
      callSent: true,
      smsSent: false,
      callingNumber: '+7 (495) 123-68-10',
    });
  });

  it('switching the mode clears every field and flag and changes the mode', () => {
    useUiStore.getState().openLogin('code');
    fillCodeFlow();
    useAuthStore.getState().switchMode('phone');
    expect(useUiStore.getState().loginModal).toEqual({ open: true, mode: 'phone' });
    expect(useAuthStore.getState()).toMatchObject(initialAuthFields);
  });

  it('closing the modal clears every field', () => {
    useUiStore.getState().openLogin('code');
    fillCodeFlow();
    useAuthStore.getState().close();
    expect(useUiStore.getState().loginModal.open).toBe(false);
    expect(useAuthStore.getState()).toMatchObject(initialAuthFields);
  });

  it('a close or mode change made elsewhere (the header, Escape) clears the fields too', () => {
    useUiStore.getState().openLogin('code');
    fillCodeFlow();
    useUiStore.getState().openLogin('email');
    expect(useAuthStore.getState().authPhone).toBe('');
    fillCodeFlow();
    useUiStore.getState().closeLogin();
    expect(useAuthStore.getState()).toMatchObject(initialAuthFields);
  });

  it('editing the phone drops a code sent to the old one', () => {
    fillCodeFlow();
    useAuthStore.getState().setPhone('+7 (912) 345-67-80');
    expect(useAuthStore.getState()).toMatchObject({ otpId: null, smsSent: false, code: '' });
  });

  it('a 429 locks that phone for an hour, across a reload, and then lets it try again', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
    useAuthStore.getState().lock(PHONE);
    const until = new Date('2026-05-01T11:00:00Z').getTime();
    expect(useAuthStore.getState().lockedUntil).toBe(until);
    // what a reload reads back: the lock is in local storage, keyed by the phone's digits
    expect(lockedUntil('79123456789')).toBe(until);
    useAuthStore.setState({ ...initialAuthFields });
    expect(useAuthStore.getState().isLocked(PHONE)).toBe(true);
    expect(useAuthStore.getState().isLocked('+7 (912) 345-67-80')).toBe(false);

    vi.setSystemTime(new Date('2026-05-01T10:59:59Z'));
    expect(useAuthStore.getState().isLocked(PHONE)).toBe(true);
    vi.setSystemTime(new Date('2026-05-01T11:00:01Z'));
    expect(useAuthStore.getState().isLocked(PHONE)).toBe(false);
    expect(useAuthStore.getState().lockedUntil).toBeNull();
  });

  it('the lock survives closing the modal (only the fields are cleared)', () => {
    useUiStore.getState().openLogin('code');
    useAuthStore.getState().lock(PHONE);
    useAuthStore.getState().close();
    expect(useAuthStore.getState().isLocked(PHONE)).toBe(true);
  });
});
