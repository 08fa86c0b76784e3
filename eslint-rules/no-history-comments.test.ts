// @vitest-environment node
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';

import rule from './no-history-comments.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

const tracker = (text: string) => ({
  messageId: 'history',
  data: { what: 'a tracker number', text },
});
const ciRun = (text: string) => ({ messageId: 'history', data: { what: 'a CI run', text } });

tester.run('no-history-comments', rule, {
  valid: [
    '// a loaded 2-core machine takes up to 1.2 s here',
    // «issues» the verb, then a code
    '// the same phone signs up by code (the e2e API issues 111111)',
    '/** The e2e API issues this code for every SMS request. */',
    // upstream bugs, by link or by owner/repo#number
    '// Next answers an empty body: https://github.com/vercel/next.js/issues/95141',
    '/* an empty HTML body (vercel/next.js#62228) */',
    // React's production error codes
    '// React\'s "error in the Server Components render" (#441) is a caught error',
    '/** Hydration errors a production build reports (React #418/#423/#425). */',
    // colours, HTML entities, the .ci/ folder, a comment that only mentions CI
    '// grey lines are #999999, quotes are &#39;',
    '// .ci/run installs redis-server; the usual CI variables name the commit',
    '// zod issues become { field: [messages] }',
    "const label = 'issue #41 and a CI run'; // strings are not comments",
  ],
  invalid: [
    { code: '// see issue 41, item 4', errors: [tracker('issue 41')] },
    { code: '/* fixed in issue #7 */', errors: [tracker('issue #7')] },
    { code: '// issues #12 and #13', errors: [tracker('issues #12'), tracker('#13')] },
    { code: '// reverted in PR #120', errors: [tracker('PR #120')] },
    { code: '// see #41', errors: [tracker('#41')] },
    { code: '// a flaky click (#233)', errors: [tracker('#233')] },
    { code: '// a loaded CI runner once took 1 022 ms', errors: [ciRun('CI runner')] },
    { code: '// up to 12 s on a loaded 2-core CI run', errors: [ciRun('CI run')] },
    { code: '/** slow on a fresh-clone CI */', errors: [ciRun('fresh-clone CI')] },
    { code: '// ECONNRESET, seen once in CI', errors: [ciRun('once in CI')] },
    {
      code: 'const x = 1;\n/**\n * The wait is long:\n * a loaded CI runner needed it.\n */',
      errors: [{ ...ciRun('CI runner'), line: 4, column: 13, endLine: 4, endColumn: 22 }],
    },
    {
      code: '// https://example.com/a issue 9',
      errors: [tracker('issue 9')],
    },
  ],
});
