import type { LiveProductKind } from '@/lib/platform/api/contracts/live';

import type { LiveFeed } from '../api/get-live-feed';

import { LiveBroadcast } from './live-broadcast';
import { LiveProductSection } from './live-product-section';

const SECTIONS: { kind: LiveProductKind; title: string; emptyText: string }[] = [
  {
    kind: 'on_live',
    title: 'Сейчас в эфире',
    emptyText: 'Ведущие готовят следующее украшение — оно появится здесь через минуту.',
  },
  {
    kind: 'recently',
    title: 'Недавно в эфире',
    emptyText: 'Украшения из прошедших эфиров появятся здесь.',
  },
  {
    kind: 'popular',
    title: 'Популярное в эфире',
    emptyText: 'Популярные украшения эфира скоро появятся.',
  },
];

type LivePageProps = { feed: LiveFeed; refreshMs: number };

/** /online/: the broadcast and its three product lists, server-rendered first, then refreshed. */
export function LivePage({ feed, refreshMs }: LivePageProps) {
  return (
    <>
      <LiveBroadcast
        initialData={feed.broadcast}
        initialAt={feed.fetchedAt}
        refreshMs={refreshMs}
      />
      {SECTIONS.map((section) => (
        <LiveProductSection
          key={section.kind}
          {...section}
          initialData={feed.products[section.kind]}
          initialAt={feed.fetchedAt}
          refreshMs={refreshMs}
        />
      ))}
    </>
  );
}
