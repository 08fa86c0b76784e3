import { describe, expect, it } from 'vitest';

import type { Shop } from '@/lib/platform/api/contracts/shops';

import { shopJsonLd } from './shop-json-ld';

const shop: Shop = {
  id: 1,
  slug: 'novy-arbat',
  name: 'Новый Арбат',
  address: 'Москва, ул. Новый Арбат, 15',
  latitude: 55.7525,
  longitude: 37.587,
  phone: '+7 (495) 120-45-13',
  work_times: [
    { day: 1, start_time: '10:00', end_time: '24:00' },
    { day: 7, start_time: '11:00', end_time: '20:00' },
  ],
  isWorkSaturday: true,
  isWorkSunday: true,
  is_active: true,
  metro: { name: 'Арбатская', color: '#0078BE' },
  mall: null,
  services: [],
};

describe('shop JSON-LD', () => {
  it('is a JewelryStore with address, geo, phone and opening hours', () => {
    const data = shopJsonLd(shop, 'https://shop.example/addresses/');
    expect(data).toMatchObject({
      '@type': 'JewelryStore',
      url: 'https://shop.example/addresses/#novy-arbat',
      telephone: '+7 (495) 120-45-13',
      address: { streetAddress: 'ул. Новый Арбат, 15', addressLocality: 'Москва' },
      geo: { latitude: 55.7525, longitude: 37.587 },
    });
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: 'https://schema.org/Monday',
        opens: '10:00',
        closes: '23:59',
      }),
      expect.objectContaining({ dayOfWeek: 'https://schema.org/Sunday', closes: '20:00' }),
    ]);
  });
});
