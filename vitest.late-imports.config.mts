import { mergeConfig, type Plugin } from 'vitest/config';

import base from './vitest.config.mjs';

/**
 * The component suite with every `import()` of the app's own code arriving late
 * (`npm run test:late-imports`, docs/testing.md): a test that reads what a lazily loaded piece
 * draws, or what it sends, without waiting for it fails here instead of on a busy runner.
 */
const lateImports: Plugin = {
  name: 'late-imports',
  enforce: 'pre',
  transform(code, id) {
    if (id.includes('/node_modules/') || /\.test\.tsx?$/.test(id) || !/\.tsx?$/.test(id))
      return null;
    const late = code.replace(
      /(?<![\w.$])(?<!typeof )import\((['"][^'"]+['"])\)/g,
      'globalThis.__lateImport().then(() => import($1))',
    );
    return late === code ? null : { code: late, map: null };
  },
};

const config = mergeConfig(base, {
  plugins: [lateImports],
  test: {
    // waits with vi.dynamicImportSettled, which sees only imports already started
    exclude: ['components/layout/third-parties.test.tsx'],
    setupFiles: ['./tests/late-imports.ts'],
  },
});
// the app's own code only (mergeConfig would add this list to the base's, not replace it)
config.test!.include = ['{app,components,features,lib,stores}/**/*.test.{ts,tsx}'];

export default config;
