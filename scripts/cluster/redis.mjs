// Redis for `npm run cluster`: a cache only, so nothing is written to disk (docs/cluster.md).
import { connect } from 'node:net';

/** redis-server's arguments: loopback only, no snapshots, no append-only file, in the foreground. */
export function redisArgs(port) {
  return [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--daemonize',
    'no',
    '--loglevel',
    'warning',
  ];
}

/** Whether a Redis on 127.0.0.1:`port` answers PING within `timeoutMs`. */
export function redisAnswers(port, timeoutMs = 1_000) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
  });
}

/** Polls until Redis answers or `timeoutMs` runs out. */
export async function waitForRedis(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await redisAnswers(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
