// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

/**
 * The docs name files a newcomer will open: every repository path they name must exist. Checked:
 * code spans that start with a top-level folder of the repository (taken from the repository root,
 * wherever the document is) and the targets of markdown links (taken from the document's folder).
 * A path without its extension is a module (`lib/platform/browser-session`). Globs and placeholders (`*`, `{`,
 * `<`, `…`), web links, fenced code blocks and what lives in a git-ignored folder (made at run
 * time, e.g. `reference-api/data/`) are left alone.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const TOP_FOLDERS = [
  'app',
  'components',
  'features',
  'lib',
  'stores',
  'public',
  'tests',
  'e2e',
  'reference-api',
  'scripts',
  'docs',
  'deploy',
  '.ci',
];
const REPO_PATH = new RegExp(
  `^(?:${TOP_FOLDERS.map((name) => name.replace('.', '\\.')).join('|')})/`,
);
const PLACEHOLDER = /[*{<…]/;
const MODULE_EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js'];

/** The folders .gitignore names (`reference-api/data/`), whose files a fresh clone does not have. */
const IGNORED_FOLDERS = readFileSync(join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.endsWith('/') && !/[*!#]/.test(line))
  .map((line) => line.replace(/^\//, ''));

function exists(path: string): boolean {
  if (IGNORED_FOLDERS.some((folder) => `${path}/`.startsWith(folder))) return true;
  return MODULE_EXTENSIONS.some((extension) => existsSync(join(ROOT, path + extension)));
}

/** README.md and every markdown file under docs/, as repository-relative paths. */
function documents(): string[] {
  const found = ['README.md'];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) found.push(path);
    }
  };
  walk('docs');
  return found.sort();
}

/** `lib/platform/env.ts:42`, `cluster.md#benchmark`, `app/page.tsx?x` → the file's path alone. */
function withoutSuffix(path: string): string {
  return path.replace(/[#?].*$/, '').replace(/:\d+(?:[-:]\d+)?$/, '');
}

/** The repository paths a document names, each as `{ named, resolved }` (resolved from the root). */
function namedPaths(document: string, text: string): { named: string; resolved: string }[] {
  const prose = text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  const paths: { named: string; resolved: string }[] = [];
  // markdown links and images: [text](target "title"), and reference definitions: [id]: target
  const links = [
    ...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g),
    ...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm),
  ];
  for (const [, target] of links) {
    if (!target || /^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('#')) continue;
    const path = withoutSuffix(decodeURI(target));
    if (!path || PLACEHOLDER.test(path)) continue;
    const resolved = path.startsWith('/')
      ? path.slice(1)
      : relative(ROOT, join(ROOT, dirname(document), path));
    paths.push({ named: target, resolved });
  }
  // code spans that read as a repository path (a command's arguments after it are not part of it)
  const spans = prose.replace(/\]\([^)]*\)/g, '](…)');
  for (const [, , code] of spans.matchAll(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g)) {
    const first = code?.trim().split(/\s+/)[0] ?? '';
    if (!REPO_PATH.test(first) || PLACEHOLDER.test(first)) continue;
    paths.push({ named: code!, resolved: withoutSuffix(first) });
  }
  return paths;
}

describe('the paths the docs name', () => {
  it.each(documents())('%s names only paths that exist', (document) => {
    const text = readFileSync(join(ROOT, document), 'utf8');
    const missing = namedPaths(document, text)
      .filter(({ resolved }) => !exists(resolved))
      .map(({ named, resolved }) => (named === resolved ? named : `${named} (→ ${resolved})`));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('README lists every ADR of docs/adr/', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const numbers = readdirSync(join(ROOT, 'docs/adr'))
      .map((name) => /^(\d{4})-.+\.md$/.exec(name)?.[1])
      .filter((number): number is string => number !== undefined);
    const unlisted = numbers.filter((number) => !readme.includes(`(${number})`));
    expect(unlisted).toEqual([]);
  });

  it('every ADR opens with «# ADR NNNN: title», a blank line and its Status line', () => {
    const misshapen = readdirSync(join(ROOT, 'docs/adr'))
      .filter((name) => name.endsWith('.md'))
      .filter((name) => {
        const [title = '', blank, status = ''] = readFileSync(
          join(ROOT, 'docs/adr', name),
          'utf8',
        ).split('\n');
        const number = name.slice(0, 4);
        return !(
          title.startsWith(`# ADR ${number}: `) &&
          blank === '' &&
          status.startsWith('Status: ')
        );
      });
    expect(misshapen).toEqual([]);
  });
});
