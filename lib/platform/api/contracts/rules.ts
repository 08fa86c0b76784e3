import { z } from 'zod';

/**
 * Rules documents (spec 7: GET /rule, GET /rule/{id} on the main API) and the FAQ (GET /faq).
 * Shapes not shown in the spec; ours. `html` and `answer` are HTML from the CMS: the storefront
 * sanitises them before rendering.
 */
export const RULE_SLUG_PATTERN = /^[a-z0-9_-]{1,100}$/;

export const ruleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** When the current wording came into force (ISO date-time). */
  updated_at: z.string(),
});
export type RuleSummary = z.infer<typeof ruleSummarySchema>;
export const ruleListResponseSchema = z.object({ items: z.array(ruleSummarySchema) });

export const ruleSchema = ruleSummarySchema.extend({ html: z.string() });
export type Rule = z.infer<typeof ruleSchema>;

export const faqItemSchema = z.object({
  id: z.number().int(),
  section: z.string(),
  question: z.string(),
  /** HTML. */
  answer: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqResponseSchema = z.object({ items: z.array(faqItemSchema) });
