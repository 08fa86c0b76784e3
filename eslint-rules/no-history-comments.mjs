// A comment says why the code is as it is. A newcomer has no tracker and no CI history, so a
// comment that names an issue number or a CI run tells them nothing: the reason belongs in the
// comment itself (or an ADR in docs/adr/), the history in the commit message.

/** Links and `owner/repo#123` references point at upstream bugs anyone can open: allowed. */
const UPSTREAM = [/\b[a-z][a-z\d+.-]*:\/\/\S+/gi, /[\w.-]+\/[\w.-]+#\d+/g];

/**
 * What a tracker or a CI history looks like in prose. Each one is narrow on purpose: «the API
 * issues 111111» (issues as a verb, then a code) and «React error #441» (React's own error codes)
 * are not ours.
 */
const HISTORY = [
  // «issue 41», «issue #41», «issues #41 and #42»; not «issues 111111»
  /\bissue\s*#?\d{1,4}(?!\d)/gi,
  /\bissues\s*#\d+/gi,
  /\b(?:pull request|ticket)\s*#?\d+/gi,
  /\bPR\s*#?\d+/g,
  // a bare «#41», «(#41)», «see #41»: not a colour (#999999), an HTML entity (&#39;) or a path
  /(?<![\w/&#.-])#\d{2,4}(?![\w])/g,
  // «a CI run», «the CI runner», «fresh-clone CI», «seen once in CI»
  /\bCI[ -][Rr]un(?:ner)?s?\b/g,
  /\bfresh[ -]clone CI\b/gi,
  /\b(?:once|twice|seen) in CI\b/gi,
];

/** React prints its production errors as «Minified React error #NNN»: a code, not a ticket. */
const REACT_ERROR_CODE = /\bReact\b/;

/**
 * The places in a comment's text that name an issue or a CI run, as `{ index, text }`.
 * @param {string} text
 */
function findHistory(text) {
  let plain = text;
  for (const pattern of UPSTREAM) {
    plain = plain.replace(pattern, (match) => ' '.repeat(match.length));
  }
  const found = [];
  for (const pattern of HISTORY) {
    for (const match of plain.matchAll(pattern)) {
      if (match[0].startsWith('#')) {
        const lineStart = plain.lastIndexOf('\n', match.index) + 1;
        if (REACT_ERROR_CODE.test(plain.slice(lineStart, match.index))) continue;
      }
      found.push({ index: match.index, text: match[0] });
    }
  }
  // one report per place: «issues #12» is not also a bare «#12»
  found.sort((a, b) => a.index - b.index);
  let end = 0;
  return found.filter((hit) => {
    if (hit.index < end) return false;
    end = hit.index + hit.text.length;
    return true;
  });
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'suggestion',
    docs: {
      description: 'Comments explain why; they name no issue number and no CI run.',
    },
    schema: [],
    messages: {
      history:
        'This comment names {{what}} («{{text}}»): say why in the comment (or an ADR in docs/adr/) and leave the history to the commit.',
    },
  },
  create(context) {
    const { sourceCode } = context;
    return {
      Program() {
        for (const comment of sourceCode.getAllComments()) {
          // the comment's text starts after its `//` or `/*`
          const start = comment.range[0] + 2;
          for (const hit of findHistory(comment.value)) {
            context.report({
              loc: {
                start: sourceCode.getLocFromIndex(start + hit.index),
                end: sourceCode.getLocFromIndex(start + hit.index + hit.text.length),
              },
              messageId: 'history',
              data: { what: /CI/.test(hit.text) ? 'a CI run' : 'a tracker number', text: hit.text },
            });
          }
        }
      },
    };
  },
};

export default rule;
