import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy, createNonce, dsnOrigin } from './csp';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ nonce: 'abc123' });

  it('runs scripts only with the nonce, never inline or eval in production', () => {
    const scripts = directive(policy, 'script-src');
    expect(scripts).toContain("'nonce-abc123'");
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(directive(contentSecurityPolicy({ nonce: 'n', dev: true }), 'script-src')).toContain(
      "'unsafe-eval'",
    );
  });

  it('allows only the store’s third parties: maps and captcha', () => {
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining(['https://api-maps.yandex.ru', 'https://www.google.com']),
    );
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://api-maps.yandex.ru']),
    );
    expect(policy).not.toMatch(/(^|\s)\*(\s|;|$)/); // no bare wildcard source anywhere
    expect(policy).not.toContain('https:;');
  });

  it('adds the error reporter’s host from the DSN, and nothing for a bad DSN', () => {
    const withSentry = contentSecurityPolicy({
      nonce: 'n',
      sentryDsn: 'https://key@o1.ingest.sentry.io/42',
    });
    expect(directive(withSentry, 'connect-src')).toContain('https://o1.ingest.sentry.io');
    expect(contentSecurityPolicy({ nonce: 'n', sentryDsn: 'not a url' })).toBe(
      contentSecurityPolicy({ nonce: 'n' }),
    );
  });

  it('adds the tag manager’s and Metrica’s hosts only when they are configured', () => {
    for (const name of ['script-src', 'connect-src', 'img-src', 'frame-src']) {
      expect(directive(policy, name).join(' ')).not.toMatch(/googletagmanager|mc\.yandex|yastatic/);
    }
    const gtm = contentSecurityPolicy({
      nonce: 'n',
      counters: { gtmScriptUrl: 'https://www.googletagmanager.com/gtm.js' },
    });
    expect(directive(gtm, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(gtm).not.toMatch(/mc\.yandex|yastatic/);
    const metrica = contentSecurityPolicy({ nonce: 'n', counters: { metrica: true } });
    expect(directive(metrica, 'script-src')).toEqual(
      expect.arrayContaining(['https://mc.yandex.ru', 'https://yastatic.net']),
    );
    expect(directive(metrica, 'connect-src')).toEqual(
      expect.arrayContaining(['https://mc.yandex.ru', 'https://mc.yandex.com']),
    );
    expect(directive(metrica, 'img-src')).toContain('https://mc.yandex.ru');
    expect(directive(metrica, 'frame-src')).toContain('https://mc.yandex.com');
    expect(metrica).not.toContain('googletagmanager');
  });

  it('refuses plugins, foreign base URLs, foreign form targets and foreign framing', () => {
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
  });
});

describe('createNonce / dsnOrigin', () => {
  it('makes a fresh 128-bit base64 nonce each time', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
  });

  it('reads the origin of a DSN', () => {
    expect(dsnOrigin('https://k@sentry.example.com/1')).toBe('https://sentry.example.com');
    expect(dsnOrigin('javascript:alert(1)')).toBeNull();
    expect(dsnOrigin(undefined)).toBeNull();
  });
});
