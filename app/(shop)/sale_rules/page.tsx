import { staticMetadata } from '@/app/_components/static-page';

import { RuleRoute } from '../rules/_components/rule-route';

export const metadata = staticMetadata('/sale_rules/');

/** The public offer (rules document `public_oferta`). */
export default function SaleRulesPage() {
  return <RuleRoute path="/sale_rules/" slug="public_oferta" />;
}
