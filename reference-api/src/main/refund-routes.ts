import { randomUUID } from 'node:crypto';

import { Hono, type Context } from 'hono';

import {
  refundBodySchema,
  type RefundReason,
  type RefundRequest,
} from '../../../lib/platform/api/contracts/account';
import { ownsOrder } from '../core/customer-orders';
import type { AccountConfig } from '../core/options';
import { requireAccess } from '../core/tokens';
import type { Db } from '../db/open-db';
import { validationError } from '../http/errors';
import { parseBody } from '../http/validate';

export const REFUND_REASONS: readonly RefundReason[] = [
  { id: 1, name: 'Не подошёл размер' },
  { id: 2, name: 'Не понравилось изделие' },
  { id: 3, name: 'Брак или повреждение' },
  { id: 4, name: 'Привезли не тот товар' },
  { id: 5, name: 'Другое' },
];

type RefundRow = {
  uuid: string;
  order_uuid: string;
  order_number: string;
  reason_id: number;
  fio: string;
  bank_name: string;
  bik: string;
  account: string;
  address: string;
  comment: string | null;
  status: string;
  created_at: string;
};

const toRequest = (row: RefundRow): RefundRequest => ({
  uuid: row.uuid,
  order_id: row.order_uuid,
  order_number: row.order_number,
  reason: REFUND_REASONS.find((reason) => reason.id === row.reason_id) ?? {
    id: row.reason_id,
    name: '',
  },
  fio: row.fio,
  bank_name: row.bank_name,
  bik: row.bik,
  account: row.account,
  address: row.address,
  comment: row.comment,
  status: row.status,
  created_at: row.created_at,
});

const SELECT = `SELECT r.*, o.number AS order_number FROM refund_requests r
  JOIN orders o ON o.uuid = r.order_uuid`;

/** Refund requests of the main API (spec 7 «GET and POST /supports/order-refund», spec 5 rules). */
export function refundRoutes(db: Db, config: AccountConfig): Hono {
  const app = new Hono();
  const me = (c: Context) => requireAccess(db, c, config.now());

  app.get('/supports/order-refund', (c) => {
    const customer = me(c);
    const rows = db
      .prepare<[number], RefundRow>(`${SELECT} WHERE r.customer_id = ? ORDER BY r.created_at DESC`)
      .all(customer.id);
    const name = [customer.surname, customer.name, customer.patronymic].filter(Boolean).join(' ');
    return c.json({
      data: rows.map(toRequest),
      reasons: REFUND_REASONS,
      email: customer.email,
      name: name || null,
      phone: customer.phone,
    });
  });

  app.post('/supports/order-refund', async (c) => {
    const customer = me(c);
    const body = await parseBody(c, refundBodySchema);
    if (!REFUND_REASONS.some((reason) => reason.id === body.reason_id)) {
      throw validationError({ reason_id: ['Выберите причину возврата'] });
    }
    const uuid = randomUUID();
    db.transaction(() => {
      if (!ownsOrder(db, customer, body.order_id)) {
        throw validationError({ order_id: ['Заказ не найден'] }, 'order_not_found');
      }
      const taken = db
        .prepare('SELECT 1 FROM refund_requests WHERE order_uuid = ?')
        .get(body.order_id);
      if (taken) {
        throw validationError(
          { order_id: ['Заявка на возврат по этому заказу уже подана'] },
          'refund_exists',
        );
      }
      db.prepare(
        `INSERT INTO refund_requests (uuid, customer_id, order_uuid, reason_id, fio, bank_name, bik,
        account, address, comment, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        uuid,
        customer.id,
        body.order_id,
        body.reason_id,
        body.fio,
        body.bank_name,
        body.bik,
        body.account,
        body.address,
        body.comment,
        config.now().toISOString(),
      );
    }).immediate();
    const row = db.prepare<[string], RefundRow>(`${SELECT} WHERE r.uuid = ?`).get(uuid)!;
    return c.json({ data: toRequest(row) }, 201);
  });

  return app;
}
