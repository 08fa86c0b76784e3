// nginx for `npm run cluster`: deploy/nginx.conf filled in for this run, in a temp prefix folder
// that holds its pid file, access log and temp files (docs/cluster.md).
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { root } from '../lib.mjs';

const TEMPLATE = join(root, 'deploy', 'nginx.conf');

/**
 * deploy/nginx.conf with the listening address and one `server` line per instance. Throws when the
 * template has a placeholder this function does not know.
 */
export function nginxConfig({ host, port, instancePorts, failTimeoutS = 5 }) {
  const servers = instancePorts
    .map((instance) => `server 127.0.0.1:${instance} max_fails=1 fail_timeout=${failTimeoutS}s;`)
    .join('\n        ');
  const config = readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{LISTEN}}', `${host}:${port}`)
    .replaceAll('{{SERVERS}}', servers);
  const unknown = /\{\{\w+\}\}/.exec(config);
  if (unknown) throw new Error(`deploy/nginx.conf: unknown placeholder ${unknown[0]}`);
  return config;
}

/**
 * Writes the filled config into `prefix` (a fresh temp folder) and answers nginx's arguments.
 * nginx started as root runs its worker as `nobody`: the prefix must let it in to reach the temp
 * folders nginx makes (and hands to that user) at start.
 */
export function prepareNginx(prefix, options) {
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(configFile, nginxConfig(options));
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  mkdirSync(join(prefix, 'temp'), { recursive: true });
  mkdirSync(join(prefix, 'cache'), { recursive: true });
  chmodSync(prefix, 0o755);
  return ['-p', `${prefix}/`, '-e', 'stderr', '-c', configFile, '-g', 'daemon off;'];
}
