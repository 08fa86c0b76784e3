import type { ReactNode } from 'react';

import type { CmsBlockOf } from '@/lib/platform/api/contracts/cms';
import { publicSettings } from '@/lib/platform/env';

import { loadCmsPage } from '../api/get-cms-page';
import { loadBlockData } from '../api/load-block-data';

import { CmsBlocks } from './cms-blocks';
import styles from './cms.module.css';

type CmsContentProps = {
  slug: string;
  renderSubscription?: (block: CmsBlockOf<'subscription'>) => ReactNode;
  /** How many pages of gold bars to show («Показать ещё» adds one). */
  goldBarsPages?: number;
};

/**
 * The CMS content of a route under its route-table heading (server component). A page the CMS
 * does not have shows a friendly text; an unreachable CMS shows a degraded notice, never a crash.
 */
export async function CmsContent({ slug, renderSubscription, goldBarsPages }: CmsContentProps) {
  const result = await loadCmsPage(slug);
  if (result.status === 'error') {
    return (
      <p className={styles.notice} role="alert">
        Не удалось загрузить содержимое страницы. Обновите страницу или попробуйте позже. Служба
        поддержки: {publicSettings().supportPhone}.
      </p>
    );
  }
  if (result.status === 'missing') {
    return (
      <p className={styles.notice}>
        Мы готовим эту страницу. А пока загляните в <a href="/catalog/">каталог</a> или на{' '}
        <a href="/">главную</a>.
      </p>
    );
  }
  const { blocks } = result.page;
  const data = await loadBlockData(blocks, goldBarsPages);
  return <CmsBlocks blocks={blocks} data={data} renderSubscription={renderSubscription} />;
}
