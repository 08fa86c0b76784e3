import type { AppStoreId } from '@/lib/platform/env';

import { APP_STORES } from '../store-links';

import styles from './app-store-links.module.css';

type AppStoreLinksProps = { urls: Record<AppStoreId, string> };

/** The four app-store links of /apponelink/ (spec 1), each named for assistive technology. */
export function AppStoreLinks({ urls }: AppStoreLinksProps) {
  return (
    <ul className={styles.list}>
      {APP_STORES.map((store) => (
        <li key={store.id}>
          <a href={urls[store.id]} className={styles.link} rel="noopener" data-store={store.id}>
            <span className={styles.caption}>{store.label.replace(store.name, '').trim()}</span>{' '}
            <span className={styles.name}>{store.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
