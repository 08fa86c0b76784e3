// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

/**
 * lib/ has two kinds of room, lib/shop (the shop's rules) and lib/platform (how the store runs);
 * a room is a folder or a module of one of them (lib/platform/api, lib/shop/format). Imports between
 * rooms go one way: no two rooms import each other, directly or around a circle, so every room can
 * be read on top of the ones it uses. Tests may import anything.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const KINDS = ['shop', 'platform'];
const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST = /\.test\.tsx?$/;
const IMPORT = /(?:from|import)\s*\(?\s*['"]((?:@\/|\.\.?\/)[^'"]+)['"]/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return SOURCE.test(name) && !TEST.test(name) ? [path] : [];
  });
}

/** `lib/<kind>/<room>` of a repository path in lib, or null. */
function roomOf(path: string): string | null {
  const [lib, kind, first] = path.split('/');
  if (lib !== 'lib' || !kind || !KINDS.includes(kind) || !first) return null;
  return `lib/${kind}/${first.replace(/(\.d)?\.(ts|tsx|mjs|mts)$/, '')}`;
}

function roomGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const kind of KINDS) {
    for (const file of files(join(ROOT, 'lib', kind))) {
      const path = relative(ROOT, file);
      const from = roomOf(path)!;
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = spec!.startsWith('@/')
          ? spec!.slice(2)
          : normalize(join(dirname(path), spec!));
        const to = roomOf(target);
        if (!to || to === from) continue;
        if (!graph.has(from)) graph.set(from, new Map());
        graph.get(from)!.set(to, path);
      }
    }
  }
  return graph;
}

/** One circle of rooms, as `a → b → a` with the file of each step, or null. */
function findCircle(graph: Map<string, Map<string, string>>): string | null {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (room: string): string | null => {
    if (state.get(room) === 'done') return null;
    if (state.get(room) === 'open') {
      const circle = [...trail.slice(trail.indexOf(room)), room];
      return circle
        .slice(0, -1)
        .map((step, i) => `${step} → ${circle[i + 1]} (${graph.get(step)!.get(circle[i + 1]!)})`)
        .join('; ');
    }
    state.set(room, 'open');
    trail.push(room);
    for (const next of graph.get(room)?.keys() ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    trail.pop();
    state.set(room, 'done');
    return null;
  };
  for (const room of graph.keys()) {
    const found = visit(room);
    if (found) return found;
  }
  return null;
}

describe('lib rooms import one way', () => {
  it('lib holds only its two kinds of room', () => {
    expect(readdirSync(join(ROOT, 'lib')).sort()).toEqual([...KINDS].sort());
  });

  it('no room imports another that imports it back, directly or around a circle', () => {
    expect(findCircle(roomGraph())).toBeNull();
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['lib/platform/a', new Map([['lib/platform/b', 'lib/platform/a.ts']])],
      ['lib/platform/b', new Map([['lib/platform/a', 'lib/platform/b/x.ts']])],
    ]);
    expect(findCircle(graph)).toBe(
      'lib/platform/a → lib/platform/b (lib/platform/a.ts); lib/platform/b → lib/platform/a (lib/platform/b/x.ts)',
    );
  });
});
