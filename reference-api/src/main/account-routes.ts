import { Hono, type Context } from 'hono';
import { z } from 'zod';

import {
  pushTokenBodySchema,
  userOrdersQuerySchema,
  userProfileUpdateSchema,
  type UserProfile,
} from '../../../lib/platform/api/contracts/account';
import { customerOrders } from '../core/customer-orders';
import {
  customerByEmail,
  customerById,
  deleteCustomer,
  updateCustomer,
  type CustomerChanges,
  type CustomerRow,
} from '../core/customers';
import type { AccountConfig } from '../core/options';
import { optionalAccess, requireAccess } from '../core/tokens';
import type { Db } from '../db/open-db';
import { parseBody, parseQuery } from '../http/validate';

const SEX_CODES = { male: '1', female: '2' } as const;

/** The user profile in the main API's names (spec 3: sex '1' male, otherwise female). */
export function toUserProfile(row: CustomerRow): UserProfile {
  return {
    id: row.id,
    phone: row.phone,
    email: row.email,
    name: row.name,
    surname: row.surname,
    patronymic: row.patronymic,
    sex: row.sex ? SEX_CODES[row.sex] : null,
    birthday: row.birth_date,
    is_subscribed: row.is_subscribed === 1,
    has_password: row.password_hash !== null,
  };
}

const emailQuerySchema = z.object({ email: z.string().trim().min(1).max(254) });
const originOf = (c: Context): string => new URL(c.req.url).origin;

/** The account calls of the main API (spec 7 «Account», «Push token», e-mail check). */
export function accountRoutes(db: Db, config: AccountConfig): Hono {
  const app = new Hono();
  const me = (c: Context) => requireAccess(db, c, config.now());

  app.get('/user/profile', (c) => c.json({ data: toUserProfile(me(c)) }));

  app.put('/user/profile', async (c) => {
    const customer = me(c);
    const body = await parseBody(c, userProfileUpdateSchema);
    const { birthday, sex, ...rest } = body;
    const changes: CustomerChanges = { ...rest };
    if (birthday !== undefined) changes.birth_date = birthday;
    if (sex !== undefined) changes.sex = sex === null ? null : sex === '1' ? 'male' : 'female';
    db.transaction(() => updateCustomer(db, customer.id, changes, config.now())).immediate();
    return c.json({ data: toUserProfile(customerById(db, customer.id)!) });
  });

  app.delete('/user/profile', (c) => {
    const customer = me(c);
    db.transaction(() => deleteCustomer(db, customer.id)).immediate();
    return c.json({ success: true });
  });

  app.get('/user/order', (c) => {
    const customer = me(c);
    const query = parseQuery(c, userOrdersQuerySchema);
    const page = customerOrders(
      db,
      customer,
      query['pagination[page]'],
      query['pagination[per_page]'],
      originOf(c),
    );
    return c.json({ data: page.items, pagination: page.pagination });
  });

  app.get('/user/check_email_exists', (c) => {
    const { email } = parseQuery(c, emailQuerySchema);
    const owner = customerByEmail(db, email);
    const caller = optionalAccess(db, c, config.now());
    return c.json({ data: { exists: owner !== undefined && owner.id !== caller?.id } });
  });

  // A token moves to the device's current customer; re-registering is harmless.
  app.post('/push_token/token', async (c) => {
    const customer = me(c);
    const body = await parseBody(c, pushTokenBodySchema);
    const now = config.now().toISOString();
    db.prepare(
      `INSERT INTO push_tokens (token, device_id, customer_id, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?) ON CONFLICT (token) DO UPDATE SET device_id = excluded.device_id,
      customer_id = excluded.customer_id, updated_at = excluded.updated_at`,
    ).run(body.token, body.deviceId, customer.id, now, now);
    return c.json({ success: true });
  });

  // No token needed: logout removes the device's push token even after the session ended.
  app.delete('/push_token/token', async (c) => {
    const body = await parseBody(c, pushTokenBodySchema);
    db.prepare('DELETE FROM push_tokens WHERE token = ? AND device_id = ?').run(
      body.token,
      body.deviceId,
    );
    return c.json({ success: true });
  });

  return app;
}
