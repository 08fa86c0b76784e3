import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { getRules } from '@/features/rules/api/get-rules';
import { RulesList } from '@/features/rules/components/rules-list';
import { RulesUnavailable } from '@/features/rules/components/rules-unavailable';

export const metadata = staticMetadata('/rules/');

/** All rules documents of the store (GET /rule), each linking to its page. */
export default async function RulesIndexPage() {
  // null when it cannot be loaded: the heading stays and the list says so
  const rules = await getRules().catch(() => null);
  return (
    <StaticPage path="/rules/">
      {rules ? <RulesList rules={rules} /> : <RulesUnavailable what="список документов" />}
    </StaticPage>
  );
}
