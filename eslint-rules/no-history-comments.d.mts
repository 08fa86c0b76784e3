import type { Rule } from 'eslint';

/** Reports comments that tell the tracker's or the CI's history; see no-history-comments.mjs. */
declare const rule: Rule.RuleModule;
export default rule;
