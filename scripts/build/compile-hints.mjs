// Explicit compile hints for the scripts every first visit runs (docs/adr/0007), applied to the build
// output by next.config.ts's `compiler.runAfterProductionCompile` hook.
//
// V8 compiles a function lazily, on the main thread, the first time it is called. A first line
// `//# allFunctionsCalledOnLoad` tells Chromium (136 and later) that the file's functions will all
// run at load, so it compiles them eagerly on the background thread that streams the script in.
// Turbopack's chunks are arrays of module factories that all run during hydration, and compiling
// them lazily was the costliest single item of the main thread's script time: a load of /cart/ at
// 4× CPU slowdown spent a median 442 ms in scripts without the hint and 279 ms with it (docs/performance.md;
// the measurement is in the git history of the first-load work). Other browsers read the line as a comment. Only first-load
// chunks get it: a chunk a dynamic import loads later (a modal, the map) stays lazily compiled,
// so code that may never run is not compiled up front.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The client reference manifests of the build's app routes (one per page, layout files…). */
function clientReferenceManifests(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('_client-reference-manifest.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The chunks (paths relative to the build folder, `static/chunks/….js`) a first visit of some page
 * runs: the framework's root main files and each route entry's chunks, read from the manifests the
 * build writes. A manifest is a script that assigns `globalThis.__RSC_MANIFEST[route]`.
 */
export function firstLoadChunks(distDir) {
  const build = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8'));
  const chunks = new Set(build.rootMainFiles ?? []);
  for (const file of clientReferenceManifests(join(distDir, 'server', 'app'))) {
    const sandbox = {};
    runInNewContext(readFileSync(file, 'utf8'), { globalThis: sandbox });
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) {
        for (const chunk of files) chunks.add(chunk);
      }
    }
  }
  return [...chunks].filter((chunk) => chunk.endsWith('.js')).sort();
}

/**
 * The source map of a chunk that gained one line at its top: every generated line moves down by
 * one (a `;` before the mappings, or one more line in each section's offset of an index map).
 */
export function shiftSourceMap(map) {
  if (Array.isArray(map.sections)) {
    return {
      ...map,
      sections: map.sections.map((section) => ({
        ...section,
        offset: { ...section.offset, line: section.offset.line + 1 },
      })),
    };
  }
  return { ...map, mappings: `;${map.mappings}` };
}

/**
 * The source map file of a chunk: the one its `//# sourceMappingURL=` names (Turbopack names maps
 * by their own hash, not after the chunk), else `<chunk>.map`; null if there is none.
 */
function sourceMapFile(file, code) {
  const url = [...code.matchAll(/^\/\/# sourceMappingURL=(\S+)\s*$/gm)].at(-1)?.[1];
  const candidate = url && !url.includes(':') ? join(dirname(file), url) : `${file}.map`;
  return existsSync(candidate) ? candidate : null;
}

/**
 * Puts the hint at the top of every first-load chunk (and shifts its source map, if the build
 * wrote one, before Sentry's hook uploads it). A chunk that has the hint already is left as it is.
 * Returns the chunks it changed.
 */
export function addCompileHints(distDir) {
  const changed = [];
  const shifted = new Set();
  for (const chunk of firstLoadChunks(distDir)) {
    const file = join(distDir, chunk);
    if (!existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + code);
    const mapFile = sourceMapFile(file, code);
    if (mapFile && !shifted.has(mapFile)) {
      shifted.add(mapFile);
      writeFileSync(
        mapFile,
        JSON.stringify(shiftSourceMap(JSON.parse(readFileSync(mapFile, 'utf8')))),
      );
    }
    changed.push(chunk);
  }
  return changed;
}
