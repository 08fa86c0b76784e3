import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    // above the wait of testing-library's findBy/waitFor (tests/setup.ts)
    testTimeout: 15_000,
    include: ['**/*.test.{ts,tsx}'],
    exclude: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      'e2e/**',
      'reference-api/data/**',
      'bench/tmp/**',
    ],
  },
});
