import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { format, resolveConfig } from 'prettier';

import { renderConfigurationSection, renderEnvExample, spliceSection } from './render';

/** The files generated from the declaration, relative to the repository's root. */
export const GENERATED_FILES = ['.env.example', 'docs/configuration.md'] as const;

export type GeneratedFile = (typeof GENERATED_FILES)[number];

/**
 * What each generated file should hold: `.env.example` whole, docs/configuration.md with its
 * marked part regenerated and the file formatted as `npm run format` would.
 */
export async function generatedFiles(root: string): Promise<Record<GeneratedFile, string>> {
  const docsPath = join(root, 'docs/configuration.md');
  const docs = spliceSection(await readFile(docsPath, 'utf8'), renderConfigurationSection());
  const options = await resolveConfig(docsPath);
  return {
    '.env.example': renderEnvExample(),
    'docs/configuration.md': await format(docs, { ...options, filepath: docsPath }),
  };
}
