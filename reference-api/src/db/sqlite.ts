import {
  DatabaseSync,
  type DatabaseSyncOptions,
  type SQLInputValue,
  type StatementSync,
} from 'node:sqlite';

/**
 * A thin layer over Node's built-in `node:sqlite` (no native module to build), giving the reference
 * API the few better-sqlite3 habits it was written with (docs/adr/0013-node-sqlite.md):
 * typed `prepare<Params, Row>`, `pluck()`, `transaction(fn)` with `.immediate()`, and `undefined`
 * bound as NULL. Everything else is plain node:sqlite: set pragmas with `exec`, open options
 * (`timeout`, `readOnly`) go to the constructor. Rows are node:sqlite's null-prototype objects.
 *
 * Not emulated: better-sqlite3 refused booleans and missing parameters; node:sqlite binds them as
 * 1/0 and NULL (no code relied on the refusal). Extra keys of a named-parameter object are ignored,
 * as better-sqlite3 did (node:sqlite would throw: `setAllowUnknownNamedParameters`).
 * Errors are node:sqlite's (`code: 'ERR_SQLITE_ERROR'`, numeric `errcode`): see
 * `isConstraintError`.
 */

/** Binding forms, as better-sqlite3 typed them: a tuple of positional values, or one named object. */
type BindArgs<P> = P extends unknown[] ? P : [P];

export type RunResult = { changes: number; lastInsertRowid: number };

/** better-sqlite3 bound `undefined` as NULL; node:sqlite throws on it. `args` is a fresh rest array. */
function bindable(args: unknown[]): SQLInputValue[] {
  for (let i = 0; i < args.length; i += 1) {
    const value = args[i];
    if (value === undefined) args[i] = null;
    else if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
      const named = value as Record<string, unknown>;
      for (const key in named) {
        if (named[key] === undefined) {
          args[i] = Object.fromEntries(
            Object.entries(named).map(([name, v]) => [name, v === undefined ? null : v]),
          );
          break;
        }
      }
    }
  }
  return args as SQLInputValue[];
}

export class Statement<P extends unknown[] = unknown[], R = unknown> {
  readonly #native: StatementSync;
  #plucked = false;

  constructor(native: StatementSync) {
    native.setAllowUnknownNamedParameters(true); // better-sqlite3 ignored extra keys
    this.#native = native;
  }

  /** Rows become their first column's value from now on (better-sqlite3's `pluck`); `R` is that type. */
  pluck(): this {
    this.#plucked = true;
    this.#native.setReturnArrays(true);
    return this;
  }

  get(...params: P): R | undefined {
    const row = this.#native.get(...bindable(params));
    return (this.#plucked ? (row as unknown[] | undefined)?.[0] : row) as R | undefined;
  }

  all(...params: P): R[] {
    const rows = this.#native.all(...bindable(params));
    return (this.#plucked ? (rows as unknown as unknown[][]).map((row) => row[0]) : rows) as R[];
  }

  /** `changes` and `lastInsertRowid` are numbers: integers are never read as BigInt here. */
  run(...params: P): RunResult {
    return this.#native.run(...bindable(params)) as RunResult;
  }
}

export type Transaction<A extends unknown[], T> = ((...args: A) => T) & {
  /** Starts with BEGIN IMMEDIATE: takes the write lock first, so the read-then-write inside is safe. */
  immediate(...args: A): T;
};

export class Sqlite {
  /** The path given (`:memory:` included), as better-sqlite3's `db.name` was. */
  readonly name: string;
  readonly #db: DatabaseSync;

  constructor(path: string, options: DatabaseSyncOptions = {}) {
    this.name = path;
    this.#db = new DatabaseSync(path, options);
  }

  prepare<P extends unknown[] | object = unknown[], R = unknown>(
    sql: string,
  ): Statement<BindArgs<P>, R> {
    return new Statement(this.#db.prepare(sql));
  }

  exec(sql: string): void {
    this.#db.exec(sql);
  }

  close(): void {
    this.#db.close();
  }

  /**
   * `fn` wrapped in BEGIN … COMMIT, ROLLBACK when it throws. Called inside another transaction it
   * becomes a SAVEPOINT, so an inner failure undoes only the inner part (better-sqlite3's rule).
   */
  transaction<A extends unknown[], T>(fn: (...args: A) => T): Transaction<A, T> {
    const db = this.#db;
    const wrap =
      (begin: string) =>
      (...args: A): T => {
        const nested = db.isTransaction;
        db.exec(nested ? 'SAVEPOINT nested' : begin);
        try {
          const result = fn(...args);
          // An async fn would commit at its first await, with the rest outside the transaction.
          if (result instanceof Promise)
            throw new TypeError('Transaction function cannot be async');
          db.exec(nested ? 'RELEASE nested' : 'COMMIT');
          return result;
        } catch (error) {
          // SQLite may already have rolled back by itself (some errors end the transaction).
          if (db.isTransaction) db.exec(nested ? 'ROLLBACK TO nested; RELEASE nested' : 'ROLLBACK');
          throw error;
        }
      };
    return Object.assign(wrap('BEGIN'), { immediate: wrap('BEGIN IMMEDIATE') });
  }
}

/** SQLITE_CONSTRAINT: a UNIQUE, PRIMARY KEY, FOREIGN KEY, CHECK or NOT NULL violation. */
const SQLITE_CONSTRAINT = 19;
const SQLITE_CONSTRAINT_UNIQUE = 2067;

/** Whether `error` is SQLite's constraint failure (any, or only UNIQUE: a taken key). */
export function isConstraintError(error: unknown, kind: 'any' | 'unique' = 'any'): boolean {
  const { code, errcode } = (error ?? {}) as { code?: unknown; errcode?: unknown };
  if (code !== 'ERR_SQLITE_ERROR' || typeof errcode !== 'number') return false;
  return kind === 'unique'
    ? errcode === SQLITE_CONSTRAINT_UNIQUE
    : (errcode & 0xff) === SQLITE_CONSTRAINT;
}
