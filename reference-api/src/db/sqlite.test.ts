// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { isConstraintError, Sqlite } from './sqlite';

const dir = mkdtempSync(join(tmpdir(), 'reference-sqlite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let db: Sqlite;
beforeEach(() => {
  db = new Sqlite(':memory:');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT UNIQUE, note TEXT)');
});

const names = () => db.prepare<[], string>('SELECT name FROM t ORDER BY id').pluck().all();
const insert = (name: string) => db.prepare('INSERT INTO t (name) VALUES (?)').run(name);

describe('Sqlite over node:sqlite', () => {
  it('binds positional and @/:/$ named parameters, undefined as NULL, extra keys ignored', () => {
    const row = db
      .prepare<
        { a: number; b: string; c: null; d?: string },
        { a: number; b: string; c: null; d: null }
      >('SELECT @a AS a, :b AS b, $c AS c, @d AS d')
      .get({ a: 1, b: 'x', c: null, d: undefined, extra: true } as never);
    expect(row).toEqual({ a: 1, b: 'x', c: null, d: null });
    expect(db.prepare<[unknown], { v: null }>('SELECT ? AS v').get(undefined)).toEqual({ v: null });
  });

  it('plucks the first column and reports changes and the last rowid as numbers', () => {
    expect(insert('a')).toEqual({ changes: 1, lastInsertRowid: 1 });
    insert('b');
    expect(names()).toEqual(['a', 'b']);
    expect(db.prepare<[], number>('SELECT count(*) FROM t').pluck().get()).toBe(2);
    expect(db.prepare<[], number>('SELECT id FROM t WHERE 0').pluck().get()).toBeUndefined();
  });

  it('commits a transaction, rolls it back on a throw, and passes arguments and result', () => {
    const add = db.transaction((first: string, second: string) => {
      insert(first);
      insert(second);
      return 'done';
    });
    expect(add('a', 'b')).toBe('done');
    expect(() => add('c', 'a')).toThrow(/UNIQUE/);
    expect(names()).toEqual(['a', 'b']);
    expect(db.transaction(() => insert('c')).immediate().changes).toBe(1);
    expect(names()).toEqual(['a', 'b', 'c']);
  });

  it('nests as a savepoint: an inner failure caught outside undoes only the inner part', () => {
    const inner = db.transaction(() => {
      insert('inner');
      throw new Error('inner failed');
    });
    db.transaction(() => {
      insert('outer');
      expect(() => inner()).toThrow('inner failed');
      expect(() => inner.immediate()).toThrow('inner failed');
    }).immediate();
    expect(names()).toEqual(['outer']);
  });

  it('refuses an async function, leaving nothing written', () => {
    const run = db.transaction(async () => insert('a'));
    expect(() => run()).toThrow(TypeError);
    expect(names()).toEqual([]);
  });

  it('tells constraint failures apart', () => {
    insert('a');
    const failure = (sql: string): unknown => {
      try {
        db.exec(sql);
      } catch (error) {
        return error;
      }
      return null;
    };
    const unique = failure("INSERT INTO t (name) VALUES ('a')");
    const primaryKey = failure("INSERT INTO t (id, name) VALUES (1, 'b')");
    expect(isConstraintError(unique, 'unique')).toBe(true);
    expect(isConstraintError(primaryKey)).toBe(true);
    expect(isConstraintError(primaryKey, 'unique')).toBe(false);
    expect(isConstraintError(failure('SELECT * FROM missing'))).toBe(false);
    expect(isConstraintError(new Error('x'))).toBe(false);
    expect(isConstraintError(null)).toBe(false);
  });

  it('keeps the file path as name, and a second connection waits for the write lock', () => {
    const path = join(dir, 'lock.db');
    const first = new Sqlite(path, { timeout: 5000 });
    first.exec('PRAGMA journal_mode = WAL; CREATE TABLE IF NOT EXISTS n (v)');
    const second = new Sqlite(path, { timeout: 0 });
    try {
      expect(first.name).toBe(path);
      first.exec('BEGIN IMMEDIATE');
      expect(() =>
        second.transaction(() => second.exec('INSERT INTO n VALUES (1)')).immediate(),
      ).toThrow(/locked|busy/i);
      first.exec('COMMIT');
      second.transaction(() => second.exec('INSERT INTO n VALUES (1)')).immediate();
      expect(first.prepare<[], number>('SELECT count(*) FROM n').pluck().get()).toBe(1);
    } finally {
      second.close();
      first.close();
    }
  });
});
