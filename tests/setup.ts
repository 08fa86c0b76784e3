import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait for a condition; a component's code loaded on first use (next/dynamic,
// import()) is transformed at that moment, which on a busy 2-core runner takes longer than the
// library's 1 s default. The wait ends as soon as the condition holds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
