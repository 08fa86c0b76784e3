import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { getRules } from '@/features/rules/api/get-rules';
import { RulesList } from '@/features/rules/components/rules-list';
import { RulesUnavailable } from '@/features/rules/components/rules-unavailable';
import type { RuleSummary } from '@/lib/platform/api/contracts/rules';

export const metadata = staticMetadata('/rules/');

/** All rules documents of the store (GET /rule), each linking to its page. */
export default async function RulesIndexPage() {
  let rules: RuleSummary[] | null = null;
  try {
    rules = await getRules();
  } catch {
    // the heading stays; the list says it could not be loaded
  }
  return (
    <StaticPage path="/rules/">
      {rules ? <RulesList rules={rules} /> : <RulesUnavailable what="список документов" />}
    </StaticPage>
  );
}
