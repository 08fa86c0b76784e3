import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

/** Serves an app over real HTTP on a random loopback port (dropped connections need a socket). */
export async function serveForTest(app: Hono): Promise<{ url: string; close(): Promise<void> }> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  const address = await new Promise<AddressInfo>((resolve) =>
    server.once('listening', () => resolve(server.address() as AddressInfo)),
  );
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((done) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
