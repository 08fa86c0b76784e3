import { getRule } from '@/features/rules/api/get-rule';
import { RuleDocument } from '@/features/rules/components/rule-document';
import { RulesUnavailable } from '@/features/rules/components/rules-unavailable';
import type { Rule } from '@/lib/platform/api/contracts/rules';

type RulePageBodyProps = { slug: string };

/**
 * The text of a document that has its own route (/sale_rules/, /policy/): the route's heading is
 * the page's; when the API cannot answer or has no such document, the page says so.
 */
export async function RulePageBody({ slug }: RulePageBodyProps) {
  let rule: Rule | null = null;
  try {
    rule = await getRule(slug);
  } catch {
    return <RulesUnavailable what="текст документа" />;
  }
  if (!rule) return <p>Документ пока не опубликован.</p>;
  return <RuleDocument rule={rule} />;
}
