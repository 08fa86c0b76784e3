import {
  CASH_ON_DELIVERY_FEE,
  PAYMENT_SENSITIVE_CARRIER,
  type CourierOption,
} from '../../../lib/platform/api/contracts/delivery';
import type { Db } from '../db/open-db';

/** Goods costing this much or more travel free (points and courier). */
export const FREE_DELIVERY_FROM = 10_000;

/** Moscow post indexes start with 1 (101000–129999 in the dataset); they get the cheaper rate. */
export function isMoscowIndex(postIndex: string | null | undefined): boolean {
  return typeof postIndex === 'string' && /^1\d{5}$/.test(postIndex);
}

function pointPrice(price: number, cartCost: number): number {
  return cartCost >= FREE_DELIVERY_FROM ? 0 : price;
}

/**
 * What a pickup point costs for these goods and this payment (no payment: cash on delivery, the
 * default) — the one price the point list shows and the cart summary and the order charge
 * (so the list never says «Бесплатно» where the summary charges 150 ₽).
 */
export function pointCost(
  point: { price: number; external_id: string },
  goodsCost: number,
  payCode: string | null | undefined,
): number {
  const fee =
    point.external_id === PAYMENT_SENSITIVE_CARRIER && (payCode ?? 'cash') === 'cash'
      ? CASH_ON_DELIVERY_FEE
      : 0;
  return pointPrice(point.price, goodsCost) + fee;
}

/** Courier rates per carrier: [Moscow, elsewhere] cost and [min, max] days. */
const COURIER_RATES: Record<
  string,
  { cost: [number, number]; days: [[number, number], [number, number]] }
> = {
  cdek: {
    cost: [350, 590],
    days: [
      [1, 2],
      [3, 6],
    ],
  },
  boxberry: {
    cost: [390, 650],
    days: [
      [1, 3],
      [4, 7],
    ],
  },
  russianpost: {
    cost: [300, 450],
    days: [
      [2, 4],
      [5, 10],
    ],
  },
};

const addDays = (from: Date, days: number): string =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

type CarrierRow = { uuid: string; external_id: string; name: string };

/** Courier carriers with cost and delivery dates for the address, cheapest first. */
export function courierOptions(
  db: Db,
  cartCost: number,
  postIndex: string | null,
  now = new Date(),
): CourierOption[] {
  const carriers = db
    .prepare<[], CarrierRow>(
      'SELECT uuid, external_id, name FROM carriers WHERE courier = 1 ORDER BY sort',
    )
    .all();
  const local = isMoscowIndex(postIndex) ? 0 : 1;
  return carriers
    .flatMap((carrier) => {
      const rate = COURIER_RATES[carrier.external_id];
      if (!rate) return [];
      const [daysMin, daysMax] = rate.days[local];
      return [
        {
          carrier,
          cost: cartCost >= FREE_DELIVERY_FROM ? 0 : rate.cost[local],
          daysMin,
          daysMax,
          dateFrom: addDays(now, daysMin),
          dateTo: addDays(now, daysMax),
        },
      ];
    })
    .sort((a, b) => a.cost - b.cost || a.daysMin - b.daysMin);
}
