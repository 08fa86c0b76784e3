// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { seededApp } from '../testing/seeded-app';

import { BODY_MAX_BYTES } from './body-limit';

const { app, cleanup } = seededApp();
afterAll(cleanup);

const TOO_LARGE = { message: 'Слишком большой запрос', statusCode: 413 };
const json = { 'content-type': 'application/json' };

describe('request body limit of the whole API', () => {
  it('is 6 MB', () => {
    expect(BODY_MAX_BYTES).toBe(6 * 1024 * 1024);
  });

  it('refuses a larger body with 413 before any route reads it', async () => {
    const body = `{"pad":"${'x'.repeat(BODY_MAX_BYTES)}"}`;
    for (const path of ['/cart/api/cart/item', '/main/auth/login', '/order/api/order']) {
      const response = await app.request(path, { method: 'POST', headers: json, body });
      expect(response.status, path).toBe(413);
      expect(await response.json()).toEqual(TOO_LARGE);
    }
  });

  it('counts a streamed body without Content-Length too', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(32);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 100) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await app.request('/main/auth/login', {
      method: 'POST',
      headers: json,
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
    // it stopped reading soon after the limit, not at 100 MB
    expect(sent).toBeLessThan(20);
  });

  it('lets an ordinary body through', async () => {
    const response = await app.request('/main/auth/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'nobody@zoloto.test', password: 'x' }),
    });
    expect(response.status).toBe(422);
  });
});
