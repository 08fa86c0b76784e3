import type { Shop } from '@/lib/platform/api/contracts/shops';

import { hoursOn } from './open-state';

const SCHEMA_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** schema.org wants «23:59» rather than «24:00» for "until midnight". */
const schemaTime = (time: string) => (time === '24:00' ? '23:59' : time);

function openingHours(shop: Shop) {
  return SCHEMA_DAYS.flatMap((name, index) => {
    const hours = hoursOn(shop, index + 1);
    if (!hours) return [];
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${name}`,
        opens: hours.opens,
        closes: schemaTime(hours.closes),
      },
    ];
  });
}

/** A shop as a schema.org JewelryStore (a LocalBusiness): address, geo, phone and hours. */
export function shopJsonLd(shop: Shop, pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JewelryStore',
    '@id': `${pageUrl}#${shop.slug}`,
    name: `Ювелирный магазин «${shop.name}»`,
    url: `${pageUrl}#${shop.slug}`,
    telephone: shop.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address.replace(/^Москва,\s*/, ''),
      addressLocality: 'Москва',
      addressCountry: 'RU',
    },
    geo: { '@type': 'GeoCoordinates', latitude: shop.latitude, longitude: shop.longitude },
    openingHoursSpecification: openingHours(shop),
  };
}
