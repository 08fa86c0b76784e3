import { readConfig } from './config';
import { startServer } from './server';

export { createApp } from './app';
export { openDb } from './db/open-db';

const server = await startServer(readConfig());

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing reference API`);
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
