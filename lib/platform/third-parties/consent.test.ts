import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  CONSENT_MAX_AGE_MS,
  CONSENT_STORAGE_KEY,
  onConsentChange,
  readConsent,
  saveConsent,
} from './consent';

afterEach(() => localStorage.clear());

describe('the consent store', () => {
  it('has no choice until one is made, then remembers it', () => {
    expect(readConsent()).toBeNull();
    saveConsent('all');
    expect(readConsent()).toBe('all');
    saveConsent('necessary');
    expect(readConsent()).toBe('necessary');
  });

  it('forgets a choice after a year, and ignores what it cannot read', () => {
    const at = Date.UTC(2026, 0, 1);
    saveConsent('all', at);
    expect(readConsent(at + CONSENT_MAX_AGE_MS)).toBe('all');
    expect(readConsent(at + CONSENT_MAX_AGE_MS + 1)).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice: 'everything', at }));
    expect(readConsent(at)).toBeNull();
  });

  it('tells its subscribers about a new choice until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = onConsentChange(listener);
    saveConsent('all');
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    saveConsent('necessary');
    expect(listener).toHaveBeenCalledOnce();
  });
});
