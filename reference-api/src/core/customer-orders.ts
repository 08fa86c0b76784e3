import type { Pagination } from '../../../lib/platform/api/contracts/common';
import type { Order } from '../../../lib/platform/api/contracts/order';
import type { Db } from '../db/open-db';
import { readOrder } from '../order/order-store';

import type { CustomerRow } from './customers';

export type OrdersPage = { items: Order[]; pagination: Pagination };

/**
 * The customer's orders: those placed with their phone, newest first. Orders belong to the phone
 * (guests order without an account), so signing up with that phone later shows them too.
 */
export function customerOrders(
  db: Db,
  customer: CustomerRow,
  page: number,
  perPage: number,
  origin: string,
): OrdersPage {
  const phone = customer.phone ?? '';
  const total =
    db
      .prepare<[string], { n: number }>(
        `SELECT count(*) AS n FROM orders WHERE json_extract(customer, '$.phone') = ?`,
      )
      .get(phone)?.n ?? 0;
  const uuids = db
    .prepare<[string, number, number], { uuid: string }>(
      `SELECT uuid FROM orders WHERE json_extract(customer, '$.phone') = ?
      ORDER BY created_at DESC, seq DESC LIMIT ? OFFSET ?`,
    )
    .all(phone, perPage, (page - 1) * perPage);
  return {
    items: uuids.flatMap(({ uuid }) => readOrder(db, uuid, origin) ?? []),
    pagination: {
      total,
      page,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

/** Whether the order was placed with the customer's phone. */
export function ownsOrder(db: Db, customer: CustomerRow, orderUuid: string): boolean {
  if (!customer.phone) return false;
  return (
    db
      .prepare(`SELECT 1 FROM orders WHERE uuid = ? AND json_extract(customer, '$.phone') = ?`)
      .get(orderUuid, customer.phone) !== undefined
  );
}
