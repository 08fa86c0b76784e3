import { StaticPage } from '@/app/_components/static-page';

import { RulePageBody } from './rule-page-body';

type RuleRouteProps = { path: string; slug: string };

/** A rules document with a route of its own (/sale_rules/, /policy/), under «Правила». */
export function RuleRoute({ path, slug }: RuleRouteProps) {
  return (
    <StaticPage path={path} trail={[{ label: 'Правила', href: '/rules/' }]}>
      <RulePageBody slug={slug} />
    </StaticPage>
  );
}
