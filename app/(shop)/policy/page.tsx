import { StaticPage, staticMetadata } from '@/app/_components/static-page';

import { RulePageBody } from '../rules/_components/rule-page-body';

export const metadata = staticMetadata('/policy/');

/** The personal-data policy (rules document `policy`, 152-ФЗ). */
export default function PolicyPage() {
  return (
    <StaticPage path="/policy/" trail={[{ label: 'Правила', href: '/rules/' }]}>
      <RulePageBody slug="policy" />
    </StaticPage>
  );
}
