/** redis-server's arguments: loopback only, no snapshots, no append-only file, in the foreground. */
export function redisArgs(port: number): string[];

/** Whether a Redis on 127.0.0.1:`port` answers PING within `timeoutMs`. */
export function redisAnswers(port: number, timeoutMs?: number): Promise<boolean>;

/** Polls until Redis answers or `timeoutMs` runs out. */
export function waitForRedis(port: number, timeoutMs?: number): Promise<boolean>;
