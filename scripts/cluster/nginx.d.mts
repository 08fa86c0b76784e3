/** deploy/nginx.conf with the listening address and one `server` line per instance. */
export function nginxConfig(options: {
  host: string;
  port: number;
  instancePorts: number[];
  failTimeoutS?: number;
}): string;

/** Writes the filled config into `prefix` and answers nginx's arguments. */
export function prepareNginx(
  prefix: string,
  options: { host: string; port: number; instancePorts: number[]; failTimeoutS?: number },
): string[];
