import { telHref } from '@/components/layout/menu-data';

import styles from './shops.module.css';

type ShopsUnavailableProps = { supportPhone: string };

/** The degraded section of a shops page when the shop list cannot be loaded. */
export function ShopsUnavailable({ supportPhone }: ShopsUnavailableProps) {
  return (
    <section className={styles.unavailable} aria-labelledby="shops-unavailable" role="alert">
      <h2 id="shops-unavailable">Не удалось загрузить список магазинов</h2>
      <p>Обновите страницу или повторите попытку позже.</p>
      <p>
        Адреса и часы работы подскажут в службе поддержки:{' '}
        <a href={telHref(supportPhone)} className={styles.phone}>
          {supportPhone}
        </a>
      </p>
    </section>
  );
}
