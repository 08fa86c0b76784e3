import type { BonusOperation, BonusState } from '../../../lib/platform/api/contracts/core';
import type { Db } from '../db/open-db';
import { BONUS_RATE } from '../order/order-store';

import type { CustomerRow } from './customers';

/** Levels by the sum of the customer's orders (not cancelled), lowest first. */
export const BONUS_LEVELS = [
  { level: 'Базовый', from: 0 },
  { level: 'Серебряный', from: 30_000 },
  { level: 'Золотой', from: 100_000 },
] as const;
/** Bonuses may pay up to this share of an order. */
export const BONUS_PAY_PERCENT = 30;

type OperationRow = {
  date: string;
  date_end: string;
  amount: number;
  description: string;
  order_number: string | null;
};

/**
 * Every operation of the customer, newest first: the bonuses accrued by orders placed with their
 * phone (written by the order service) and adjustments not tied to an order (welcome, spending).
 */
export function bonusHistory(db: Db, customer: CustomerRow): BonusOperation[] {
  return db
    .prepare<[string, number], OperationRow>(
      `SELECT b.date, b.date_end, b.amount, 'Начисление за заказ ' || o.number AS description,
        o.number AS order_number
      FROM bonus_operations b JOIN orders o ON o.uuid = b.order_uuid WHERE b.owner = ?
      UNION ALL
      SELECT date, date_end, amount, reason, NULL FROM bonus_adjustments WHERE customer_id = ?
      ORDER BY 1 DESC`,
    )
    .all(`phone:${customer.phone ?? ''}`, customer.id)
    .map((row) => ({
      date: row.date,
      date_end: row.date_end,
      amount: row.amount,
      description: row.description,
      orderNumber: row.order_number,
    }));
}

/** Sum of the customer's orders that were not cancelled (what the level is based on). */
function ordersTotal(db: Db, phone: string | null): number {
  if (!phone) return 0;
  return (
    db
      .prepare<[string], { total: number | null }>(
        `SELECT sum(json_extract(totals, '$.total')) AS total FROM orders
        WHERE json_extract(customer, '$.phone') = ? AND status <> 'cancelled'`,
      )
      .get(phone)?.total ?? 0
  );
}

export function bonusState(db: Db, customer: CustomerRow, now: Date): BonusState {
  const at = now.toISOString();
  const balance = bonusHistory(db, customer)
    .filter((operation) => operation.date_end > at)
    .reduce((sum, operation) => sum + operation.amount, 0);
  const totalSum = ordersTotal(db, customer.phone);
  const level = [...BONUS_LEVELS].reverse().find((entry) => totalSum >= entry.from)!;
  return {
    level: level.level,
    sum_bonuses: Math.max(0, balance),
    percent_bonuses: Math.round(BONUS_RATE * 100),
    percent_pay: BONUS_PAY_PERCENT,
    totalSum,
  };
}
