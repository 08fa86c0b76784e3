import type { Shop } from '@/lib/platform/api/contracts/shops';
import { shopPlaceJsonLd } from '@/lib/shop/seo/json-ld';
import { hoursOn } from '@/lib/shop/shop-hours';

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
    ...shopPlaceJsonLd(shop, pageUrl),
    url: `${pageUrl}#${shop.slug}`,
    telephone: shop.phone,
    geo: { '@type': 'GeoCoordinates', latitude: shop.latitude, longitude: shop.longitude },
    openingHoursSpecification: openingHours(shop),
  };
}
