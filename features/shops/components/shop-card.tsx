import { telHref } from '@/components/layout/menu-data';
import type { Shop } from '@/lib/platform/api/contracts/shops';
import { safeLineColor } from '@/lib/platform/maps/placemark-html';
import { weekSchedule } from '@/lib/shop/shop-hours';

import { SERVICE_LABELS } from '../utils/service-labels';

import { OpenNowBadge } from './open-now-badge';
import styles from './shops.module.css';

type ShopCardProps = {
  shop: Shop;
  renderedAt: number;
  /** The compact card (map page) leaves out the hours table and the services. */
  compact?: boolean;
  headingLevel?: 'h2' | 'h3';
};

/** One shop: name, mall, address, metro, phone, open-now state, hours and services. */
export function ShopCard({
  shop,
  renderedAt,
  compact = false,
  headingLevel = 'h2',
}: ShopCardProps) {
  const Heading = headingLevel;
  const headingId = `shop-${shop.slug}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.cardTitle}>
        {shop.name}
      </Heading>
      {shop.mall && <p className={styles.mall}>{shop.mall}</p>}
      <p className={styles.address}>{shop.address}</p>
      {shop.metro && (
        <p className={styles.metro}>
          <span
            aria-hidden="true"
            className={styles.metroDot}
            style={{ background: safeLineColor(shop.metro.color) }}
          />
          м. {shop.metro.name}
        </p>
      )}
      <p>
        <a href={telHref(shop.phone)} className={styles.phone}>
          {shop.phone}
        </a>
      </p>
      <OpenNowBadge hours={shop} renderedAt={renderedAt} />
      {!compact && <ShopHoursTable shop={shop} />}
      {!compact && shop.services.length > 0 && (
        <ul className={styles.services} aria-label="Услуги">
          {shop.services.map((service) => (
            <li key={service}>{SERVICE_LABELS[service]}</li>
          ))}
        </ul>
      )}
    </article>
  );
}

function ShopHoursTable({ shop }: { shop: Shop }) {
  return (
    <table className={styles.hours}>
      <caption className={styles.hoursCaption}>Часы работы</caption>
      <tbody>
        {weekSchedule(shop).map((row) => (
          <tr key={row.days}>
            <th scope="row">{row.days}</th>
            <td>{row.hours ?? 'выходной'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
