import { describe, expect, it } from 'vitest';

import type { PickupPoint } from '@/lib/platform/api/contracts/delivery';

import { groupProperties, pointBalloon, pointHint } from './map-placemark';

const point: PickupPoint = {
  id: '1',
  uuid: 'p-1',
  carrier: { uuid: 'c1', external_id: 'cdek', name: 'СДЭК' },
  name: 'ПВЗ <Арбат> & Co',
  address: 'Москва, ул. Арбат, 1',
  city: 'Москва',
  latitude: 55.75,
  longitude: 37.6,
  workHours: '10:00–22:00',
  subway: { name: 'Арбатская', color: '#0078BE' },
  price: 199,
  days: { min: 1, max: 2 },
};

describe('placemark hint and balloon', () => {
  it('the hint names the point and its subway line with the line colour', () => {
    const hint = pointHint(point);
    expect(hint).toContain('ПВЗ &lt;Арбат&gt; &amp; Co');
    expect(hint).toContain('background:#0078BE');
    expect(hint).toContain('м. Арбатская');
    expect(pointHint({ ...point, subway: null })).not.toContain('м.');
  });

  it('the balloon shows address, carrier, price, subway and hours', () => {
    const { header, body } = pointBalloon(point);
    expect(header).toBe('ПВЗ &lt;Арбат&gt; &amp; Co');
    for (const text of ['Москва, ул. Арбат, 1', 'СДЭК', '199', 'м. Арбатская', '10:00–22:00']) {
      expect(body).toContain(text);
    }
    expect(pointBalloon({ ...point, price: 0 }).body).toContain('Бесплатно');
  });

  it('never puts an unexpected colour into a style', () => {
    const hint = pointHint({ ...point, subway: { name: 'X', color: 'red;background:url(x)' } });
    expect(hint).not.toContain('url(');
    expect(hint).toContain('background:#999999');
  });

  it('a group shows its count, with a Russian plural in the hint', () => {
    expect(groupProperties({ lat: 0, lon: 0, count: 1 })).toEqual({
      iconContent: '1',
      hintContent: '1 пункт выдачи',
    });
    expect(groupProperties({ lat: 0, lon: 0, count: 3 }).hintContent).toBe('3 пункта выдачи');
    expect(groupProperties({ lat: 0, lon: 0, count: 12 }).hintContent).toBe('12 пунктов выдачи');
  });
});
