import { beforeEach, describe, expect, it } from 'vitest';

import { FIRST_VISIT_KEY, VISIT_COOKIE, isReturningVisit } from './returning-user';

beforeEach(() => {
  localStorage.clear();
  endBrowserSession();
});

/** The browser closes: session cookies go, local storage stays. */
function endBrowserSession() {
  document.cookie = `${VISIT_COOKIE}=; path=/; max-age=0`;
}

describe('isReturningVisit', () => {
  it('is false on the first visit and for the rest of that browser session', () => {
    expect(isReturningVisit()).toBe(false);
    expect(localStorage.getItem(FIRST_VISIT_KEY)).not.toBeNull();
    expect(isReturningVisit()).toBe(false);
  });

  it('is true in a later browser session', () => {
    isReturningVisit();
    endBrowserSession();
    expect(isReturningVisit()).toBe(true);
    expect(document.cookie).toContain(`${VISIT_COOKIE}=1`);
    expect(isReturningVisit()).toBe(true);
  });
});
