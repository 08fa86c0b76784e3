/** This process's one value of `name`, made by `create` the first time any bundle asks. */
export function processShared<T>(name: string, create: () => T): T;
/** Replaces (or, with `undefined`, forgets) `name`'s value: for tests that give the process another. */
export function replaceProcessShared(name: string, value: unknown): void;
