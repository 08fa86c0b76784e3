import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';

import { createApp } from './app';
import type { Config } from './config';
import { openDb } from './db/open-db';
import { prepareAdminToken } from './http/admin-token';
import { ensureMedia } from './media/write-media';
import { seedDatabase } from './seed/seed';

export type RunningServer = { url: string; close(): Promise<void> };

/** Opens and prepares the DB (migrate, seed once, draw media), then listens. */
export async function startServer(
  config: Config,
  log: (line: string) => void = console.log,
): Promise<RunningServer> {
  const db = openDb(config.dbPath);
  const seed = seedDatabase(db, config.seed);
  log(
    seed.seeded
      ? `seeded ${seed.products} products in ${seed.ms} ms`
      : `database ready: ${seed.products} products`,
  );
  const drawn = ensureMedia(db, config.mediaDir);
  if (drawn > 0) log(`drew ${drawn} media files into ${config.mediaDir}`);
  prepareAdminToken(db, config.adminToken, log);
  const app = createApp(db, {
    mediaDir: config.mediaDir,
    ...(config.adminToken ? { adminToken: config.adminToken } : {}),
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  const address = await new Promise<AddressInfo>((resolveListen, reject) => {
    server.once('listening', () => resolveListen(server.address() as AddressInfo));
    server.once('error', (error) => {
      db.close();
      reject(error);
    });
  });
  const url = `http://${config.host}:${address.port}`;
  log(`reference API on ${url}`);
  return {
    url,
    async close() {
      await new Promise<void>((done) => server.close(() => done()));
      db.close();
    },
  };
}
