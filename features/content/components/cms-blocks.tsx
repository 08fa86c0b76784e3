import type { ReactNode } from 'react';

import type { CmsBlock, CmsBlockOf } from '@/lib/platform/api/contracts/cms';

import type { BlockData } from '../api/load-block-data';

import { CmsContacts } from './cms-contacts';
import { CmsCountdown } from './cms-countdown';
import { CmsGallery } from './cms-gallery';
import { CmsGoldBars } from './cms-gold-bars';
import { CmsHero } from './cms-hero';
import { CmsLinkTiles } from './cms-link-tiles';
import { CmsProducts } from './cms-products';
import { CmsText } from './cms-text';
import styles from './cms.module.css';

export type CmsBlocksProps = {
  blocks: CmsBlock[];
  data: BlockData;
  /** The landing newsletter form, composed in by the app; without it the block is not shown. */
  renderSubscription?: (block: CmsBlockOf<'subscription'>) => ReactNode;
};

function renderBlock(block: CmsBlock, index: number, props: CmsBlocksProps): ReactNode {
  switch (block.type) {
    case 'hero':
      return <CmsHero block={block} />;
    case 'text':
      return <CmsText block={block} />;
    case 'products':
      return <CmsProducts block={block} items={props.data.products[index] ?? null} />;
    case 'collections':
    case 'links':
      return <CmsLinkTiles block={block} />;
    case 'countdown':
      return (
        <CmsCountdown
          block={block}
          endedOnServer={Date.parse(block.ends_at) <= props.data.loadedAt}
        />
      );
    case 'subscription':
      return props.renderSubscription?.(block) ?? null;
    case 'gallery':
      return <CmsGallery block={block} />;
    case 'gold_bars':
      return (
        <CmsGoldBars block={block} bars={props.data.goldBars} siteUrl={props.data.goldBarsUrl} />
      );
    case 'contacts':
      return <CmsContacts block={block} />;
  }
}

/** The blocks of a CMS page in their order (server component; countdowns are client islands). */
export function CmsBlocks(props: CmsBlocksProps) {
  return (
    <div className={styles.blocks}>
      {props.blocks.map((block, index) => {
        const node = renderBlock(block, index, props);
        return node ? <div key={`${block.type}-${index}`}>{node}</div> : null;
      })}
    </div>
  );
}
