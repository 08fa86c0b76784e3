import { StaticPage, staticMetadata } from '@/app/_components/static-page';

import { RulePageBody } from '../rules/_components/rule-page-body';

export const metadata = staticMetadata('/sale_rules/');

/** The public offer (rules document `public_oferta`). */
export default function SaleRulesPage() {
  return (
    <StaticPage path="/sale_rules/" trail={[{ label: 'Правила', href: '/rules/' }]}>
      <RulePageBody slug="public_oferta" />
    </StaticPage>
  );
}
