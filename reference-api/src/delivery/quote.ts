import type { CartDelivery } from '../../../lib/platform/api/contracts/cart';
import type { Db } from '../db/open-db';

import { findPoint, type PointRow } from './points';
import { courierOptions, pointCost } from './pricing';

export type DeliveryQuote =
  | {
      ok: true;
      cost: number;
      /** The point's or the courier carrier's name. */
      name: string;
      point: PointRow | null;
      carrierUuid: string | null;
    }
  | { ok: false; code: string; message: string };

/** What the chosen delivery costs for these goods and this payment (cart summary and order). */
export function quoteDelivery(
  db: Db,
  delivery: Pick<CartDelivery, 'type' | 'pointUuid' | 'clientAddress' | 'postIndex'> & {
    carrierUuid?: string | null;
  },
  goodsCost: number,
  payCode: string | null,
): DeliveryQuote {
  if (delivery.type === 'carrier') {
    if (!delivery.clientAddress) {
      return { ok: false, code: 'no_delivery_carrier', message: 'Укажите адрес доставки' };
    }
    const options = courierOptions(db, goodsCost, delivery.postIndex);
    const option = delivery.carrierUuid
      ? options.find((item) => item.carrier.uuid === delivery.carrierUuid)
      : options[0];
    if (!option) {
      return {
        ok: false,
        code: 'no_delivery_carrier',
        message: 'Курьерская доставка по этому адресу недоступна',
      };
    }
    return {
      ok: true,
      cost: option.cost,
      name: option.carrier.name,
      point: null,
      carrierUuid: option.carrier.uuid,
    };
  }
  if (!delivery.pointUuid) {
    return { ok: false, code: `no_delivery_${delivery.type}`, message: 'Выберите пункт выдачи' };
  }
  const point = findPoint(db, delivery.pointUuid);
  if (!point) {
    return { ok: false, code: 'delivery_point_not_available', message: 'Пункт выдачи недоступен' };
  }
  // the third type («shop») travels free; the payment's fee still applies
  const priced = delivery.type === 'shop' ? { ...point, price: 0 } : point;
  const cost = pointCost(priced, goodsCost, payCode);
  return { ok: true, cost, name: point.name, point, carrierUuid: point.carrier_uuid };
}
