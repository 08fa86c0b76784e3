/** Where nginx listens and the instances it balances. */
type NginxOptions = { host: string; port: number; instancePorts: number[]; failTimeoutS?: number };

/** deploy/nginx.conf with the listening address and one `server` line per instance. */
export function nginxConfig(options: NginxOptions): string;

/** Writes the filled config into `prefix` and answers nginx's arguments. */
export function prepareNginx(prefix: string, options: NginxOptions): string[];
