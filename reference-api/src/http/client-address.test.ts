// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';

import { clientOf } from './client-address';

const app = new Hono();
app.get('/', (c) => c.text(clientOf(c)));
const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('clientOf: who asks, as the store saw it', () => {
  it('is the last X-Forwarded-For entry (the one the store wrote), trimmed', async () => {
    const read = (value: string) =>
      app.request('/', { headers: { 'x-forwarded-for': value } }, socket('127.0.0.1'));
    expect(await (await read('203.0.113.7')).text()).toBe('203.0.113.7');
    expect(await (await read('6.6.6.6, 198.51.100.2 ')).text()).toBe('198.51.100.2');
    expect(await (await read(' 2001:db8::1 ')).text()).toBe('2001:db8::1');
  });

  it('falls back to the socket address, then to «unknown»', async () => {
    expect(await (await app.request('/', {}, socket('192.0.2.9'))).text()).toBe('192.0.2.9');
    expect(await (await app.request('/', { headers: { 'x-forwarded-for': ' , ' } })).text()).toBe(
      'unknown',
    );
    expect(await (await app.request('/')).text()).toBe('unknown');
  });
});
