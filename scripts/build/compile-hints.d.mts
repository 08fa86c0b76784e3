/** The first line that asks Chromium to compile a script's functions eagerly, off the main thread. */
export const COMPILE_HINT: string;

/** The chunks (`static/chunks/….js`, relative to the build folder) a first visit of some page runs. */
export function firstLoadChunks(distDir: string): string[];

type SourceMap = {
  mappings?: string;
  sections?: { offset: { line: number; column: number }; map: unknown }[];
  [key: string]: unknown;
};

/** A chunk's source map after one line was added at the chunk's top. */
export function shiftSourceMap<T extends SourceMap>(map: T): T;

/** Adds the hint to every first-load chunk of the build (and shifts its map); returns those chunks. */
export function addCompileHints(distDir: string): string[];
