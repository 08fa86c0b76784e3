import { staticMetadata } from '@/app/_components/static-page';

import { RuleRoute } from '../rules/_components/rule-route';

export const metadata = staticMetadata('/policy/');

/** The personal-data policy (rules document `policy`, 152-ФЗ). */
export default function PolicyPage() {
  return <RuleRoute path="/policy/" slug="policy" />;
}
