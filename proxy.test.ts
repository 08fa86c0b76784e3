// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { proxy } from './proxy';

afterEach(() => vi.unstubAllEnvs());

describe('proxy: HSTS on page answers (issue 25)', () => {
  it('over HTTPS every answer carries HSTS, a redirect too', async () => {
    vi.stubEnv('SITE_URL', 'https://zoloto.example');
    const response = await proxy(new NextRequest('https://zoloto.example/akcii'));
    expect(response.status).toBe(301);
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('over plain HTTP (local runs) there is none', async () => {
    vi.stubEnv('SITE_URL', 'http://localhost:3000');
    const response = await proxy(new NextRequest('http://localhost:3000/akcii'));
    expect(response.status).toBe(301);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
