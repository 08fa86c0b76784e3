// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ENV, ENV_PARTS, PLATFORM_VARIABLES } from './declaration';
import { GENERATED_FILES, generatedFiles } from './generate';

const ROOT = join(__dirname, '../../..');

/** Where the store, the reference API, the cluster and the test tools read their environment. */
const SOURCE_DIRS = [
  'app',
  'components',
  'features',
  'lib',
  'stores',
  'scripts',
  'reference-api/src',
  'reference-api/scripts',
  'e2e',
];
const SOURCE_FILES = [
  'proxy.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  'sentry.server.config.ts',
  'next.config.ts',
  'playwright.config.ts',
];

/** Unit tests stub variables of their own; type declarations and the declaration read nothing. */
const skipped = (path: string) =>
  /\.test\.[cm]?tsx?$|\.d\.[cm]?ts$/.test(path) || path.startsWith('lib/platform/env/');

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesUnder(path);
    return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) && !skipped(path) ? [path] : [];
  });
}

/** Comments go first: one that names a variable reads nothing (a `//` after `:` is a URL). */
const withoutComments = (code: string) =>
  code.replace(/(^|[\s;,(){}])\/\*[\s\S]*?\*\//g, '$1').replace(/(^|[\s;,(){}])\/\/[^\n]*/g, '$1');

const sources = [...SOURCE_DIRS.flatMap(sourcesUnder), ...SOURCE_FILES].map((path) => ({
  path,
  code: withoutComments(readFileSync(join(ROOT, path), 'utf8')),
}));

/** `process.env.X`, `env.X`, `env?.X` and `env['X']` (readers often take `env = process.env`). */
const READ = /\benv(?:\??\.([A-Z_][A-Z0-9_]*)\b|\[\s*['"]([A-Z_][A-Z0-9_]*)['"]\s*\])/g;

const declared = new Set<string>(Object.keys(ENV));
const platform = new Set<string>(PLATFORM_VARIABLES);

describe('the declaration of the environment', () => {
  it('finds the sources it scans', () => {
    expect(sources.length).toBeGreaterThan(200);
    expect(sources.some(({ path }) => path === 'lib/platform/env.ts')).toBe(true);
  });

  it('declares every variable the code reads', () => {
    const undeclared = sources.flatMap(({ path, code }) =>
      [...code.matchAll(READ)]
        .map((match) => match[1] ?? match[2] ?? '')
        .filter((name) => !declared.has(name) && !platform.has(name))
        .map((name) => `${path}: ${name}`),
    );
    expect([...new Set(undeclared)]).toEqual([]);
  });

  it('declares only variables something reads', () => {
    const unread = [...declared].filter((name) => {
      const read = new RegExp(
        `\\benv(?:\\??\\.${name}\\b|\\[\\s*['"]${name}['"]\\s*\\])|['"]${name}['"]`,
      );
      return !sources.some(({ code }) => read.test(code));
    });
    expect(unread).toEqual([]);
  });

  it('declares each variable once, none of them a platform one', () => {
    const count = ENV_PARTS.reduce((sum, part) => sum + Object.keys(part).length, 0);
    expect(count).toBe(declared.size);
    expect([...declared].filter((name) => platform.has(name))).toEqual([]);
  });

  it.each(Object.entries(ENV))('%s: its documented default is the one it reads', (_, variable) => {
    const unset = variable.schema.safeParse(undefined);
    expect(unset.success).toBe(true);
    if (variable.example !== '') {
      expect(variable.schema.safeParse(variable.example)).toEqual(unset);
    }
    expect(variable.description).not.toMatch(/\n/);
  });

  it.each(GENERATED_FILES)('%s is what `npm run env:docs` writes', async (file) => {
    const wanted = await generatedFiles(ROOT);
    expect(
      readFileSync(join(ROOT, file), 'utf8'),
      `${relative(ROOT, join(ROOT, file))} differs from lib/platform/env/declaration.ts: run npm run env:docs`,
    ).toBe(wanted[file]);
  });
});
