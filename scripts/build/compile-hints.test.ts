import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  addCompileHints,
  COMPILE_HINT,
  firstLoadChunks,
  shiftSourceMap,
} from './compile-hints.mjs';

let dist: string;

function put(path: string, text: string) {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), text);
}

const read = (path: string) => readFileSync(join(dist, path), 'utf8');

/** A client reference manifest as the build writes it: a script that fills a global. */
function manifest(route: string, entryJSFiles: Record<string, string[]>) {
  return [
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};',
    `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({
      moduleLoading: { prefix: '' },
      clientModules: {},
      entryJSFiles,
    })};`,
  ].join('\n');
}

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  put(
    'build-manifest.json',
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfills.js'],
      rootMainFiles: ['static/chunks/react-dom.js', 'static/chunks/turbopack-runtime.js'],
    }),
  );
  put(
    'server/app/(shop)/cart/page_client-reference-manifest.js',
    manifest('/(shop)/cart/page', {
      '[project]/app/layout': ['static/chunks/layout.js', 'static/chunks/layout.css'],
      '[project]/app/(shop)/cart/page': ['static/chunks/layout.js', 'static/chunks/cart.js'],
    }),
  );
  put(
    'server/app/page_client-reference-manifest.js',
    manifest('/page', { '[project]/app/page': ['static/chunks/home.js'] }),
  );
  for (const name of ['react-dom', 'turbopack-runtime', 'layout', 'cart', 'home', 'polyfills']) {
    put(`static/chunks/${name}.js`, `(()=>{/* ${name} */})();\n//# debugId=1`);
  }
  put('static/chunks/modal.js', '(()=>{/* loaded by a dynamic import */})();');
  // Turbopack names a chunk's map by the map's own hash and says so on the chunk's last line
  put('static/chunks/cart.js', '(()=>{/* cart */})();\n//# sourceMappingURL=3f9x0q.js.map');
  put('static/chunks/3f9x0q.js.map', JSON.stringify({ version: 3, mappings: 'AAAA,CAAC' }));
  put('static/chunks/cart.js.map', JSON.stringify({ version: 3, mappings: 'not this one' }));
  put(
    'static/chunks/layout.js.map',
    JSON.stringify({
      version: 3,
      sections: [
        { offset: { line: 0, column: 0 }, map: { version: 3, mappings: 'AAAA' } },
        { offset: { line: 3, column: 0 }, map: { version: 3, mappings: 'AACA' } },
      ],
    }),
  );
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('firstLoadChunks', () => {
  it('lists the root main files and every route entry’s scripts, once each', () => {
    expect(firstLoadChunks(dist)).toEqual([
      'static/chunks/cart.js',
      'static/chunks/home.js',
      'static/chunks/layout.js',
      'static/chunks/react-dom.js',
      'static/chunks/turbopack-runtime.js',
    ]);
  });
});

describe('addCompileHints', () => {
  it('puts the hint on the first line of each first-load chunk and nowhere else', () => {
    expect(addCompileHints(dist)).toHaveLength(5);
    expect(read('static/chunks/home.js')).toBe(
      `${COMPILE_HINT}(()=>{/* home */})();\n//# debugId=1`,
    );
    expect(read('static/chunks/react-dom.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    // a chunk loaded later and the nomodule polyfills stay lazily compiled
    expect(read('static/chunks/modal.js')).not.toContain(COMPILE_HINT);
    expect(read('static/chunks/polyfills.js')).not.toContain(COMPILE_HINT);
  });

  it('moves each source map down by the added line: the one the chunk names, else <chunk>.map', () => {
    addCompileHints(dist);
    expect(JSON.parse(read('static/chunks/3f9x0q.js.map')).mappings).toBe(';AAAA,CAAC');
    expect(JSON.parse(read('static/chunks/cart.js.map')).mappings).toBe('not this one');
    const sections = JSON.parse(read('static/chunks/layout.js.map')).sections;
    expect(sections.map((section: { offset: { line: number } }) => section.offset.line)).toEqual([
      1, 4,
    ]);
    expect(sections[1].map.mappings).toBe('AACA');
  });

  it('changes nothing the second time (a chunk or map is never shifted twice)', () => {
    addCompileHints(dist);
    expect(addCompileHints(dist)).toEqual([]);
    expect(read('static/chunks/home.js').split(COMPILE_HINT)).toHaveLength(2);
    expect(JSON.parse(read('static/chunks/3f9x0q.js.map')).mappings).toBe(';AAAA,CAAC');
  });

  it('shifts a map two chunks name only once', () => {
    put('static/chunks/home.js', '(()=>{})();\n//# sourceMappingURL=3f9x0q.js.map');
    addCompileHints(dist);
    expect(JSON.parse(read('static/chunks/3f9x0q.js.map')).mappings).toBe(';AAAA,CAAC');
  });
});

describe('shiftSourceMap', () => {
  it('keeps the rest of the map', () => {
    const map = { version: 3, file: 'a.js', sources: ['a.ts'], mappings: 'AAAA;AACA' };
    expect(shiftSourceMap(map)).toEqual({ ...map, mappings: ';AAAA;AACA' });
  });
});
