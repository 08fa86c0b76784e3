import { Hono, type Context } from 'hono';

import type { Cart, CartDelivery } from '../../../lib/platform/api/contracts/cart';
import { HEADER_CART } from '../../../lib/platform/api/contracts/common';
import {
  INSTALMENT_PARTS,
  LEGACY_DEFAULT_PAYMENT_TYPE,
  LEGACY_NO_COURIER_PRICE,
  LEGACY_PAYMENT_TYPES,
  legacyPayCode,
  legacySummaryQuerySchema,
  paymentStatusQuerySchema,
  type LegacyCheckout,
  type LegacyCreatedOrder,
  type LegacyDeliveryType,
  type LegacyOrder,
  type LegacyOrderInput,
  type LegacyPaymentType,
  type LegacyPaymentTypeId,
  type LegacySummary,
  type LegacySummaryResponse,
  type PaymentStatus,
} from '../../../lib/platform/api/contracts/legacy-checkout';
import type { Order } from '../../../lib/platform/api/contracts/order';
import { findCart, setDelivery, setPaySystem, settlePromo } from '../cart/cart-store';
import { buildCart, emptyCart, type CartRow } from '../cart/cart-view';
import type { OnStockChange } from '../catalog/stock-change';
import type { Db } from '../db/open-db';
import { addressOwner, listAddresses, rememberCourierAddress } from '../delivery/addresses';
import { quoteDelivery } from '../delivery/quote';
import { ApiError, validationError } from '../http/errors';
import { parseQuery, readJson } from '../http/validate';
import { cartNotFound, orderNotFound, readableOrderUuid } from '../order/order-access';
import {
  findOrderByKey,
  markOrderExtras,
  placeOrder,
  readOrder,
  readOrderDelivery,
  readOrderExtras,
} from '../order/order-store';
import { availablePaymentOptions } from '../order/payment-options';
import { idempotencyKey } from '../order/routes';
import { readLegacyOrderBody } from '../order/storefront-rules';

/** Payment types of the older flow (spec 4) and the pay system each one is paid with. */
const PAYMENT_TYPES: readonly (LegacyPaymentType & { code: 'cash' | 'card' })[] = [
  {
    id: LEGACY_PAYMENT_TYPES.onDelivery,
    name: 'Наличными или картой при получении',
    description: 'Оплата курьеру или в пункте выдачи',
    code: legacyPayCode(LEGACY_PAYMENT_TYPES.onDelivery),
  },
  {
    id: LEGACY_PAYMENT_TYPES.card,
    name: 'Картой онлайн',
    description: 'Оплата на странице банка сразу после оформления',
    code: legacyPayCode(LEGACY_PAYMENT_TYPES.card),
  },
  {
    id: LEGACY_PAYMENT_TYPES.instalment,
    name: 'В рассрочку',
    description: `Без переплаты: ${INSTALMENT_PARTS} равных платежа, первый — при оформлении`,
    code: legacyPayCode(LEGACY_PAYMENT_TYPES.instalment),
  },
];

const publicType = ({ id, name, description }: LegacyPaymentType): LegacyPaymentType => ({
  id,
  name,
  description,
});
const typeById = (id: number) => PAYMENT_TYPES.find((type) => type.id === id);

const originOf = (c: Context): string => new URL(c.req.url).origin;
const fail = (code: string, field: string, message: string) =>
  validationError({ [field]: [message] }, code);

function sessionCart(db: Db, c: Context): CartRow | undefined {
  return findCart(db, c.req.header(HEADER_CART)?.trim() || undefined);
}

/** Whether cash on delivery (type 2) is allowed for this cart (spec 5: not for gift cards). */
function canPayOffline(db: Db, cart: CartRow | undefined): boolean {
  if (!cart) return true;
  return availablePaymentOptions(db, cart.uuid).some((option) => option.code === 'cash');
}

function summaryOf(view: Cart, delivery: number): LegacySummary {
  const saving = view.totals.saving ?? 0;
  return {
    products_total: view.totals.items + saving,
    discount: view.totals.discount,
    delivery: Math.max(delivery, 0),
    total: view.totals.total + Math.max(delivery, 0),
  };
}

function checkoutData(db: Db, c: Context): LegacyCheckout {
  const cart = sessionCart(db, c);
  const view = cart ? buildCart(db, cart, settlePromo(db, cart)) : emptyCart();
  const offline = canPayOffline(db, cart);
  const saving = view.totals.saving ?? 0;
  return {
    order_data: {
      discount: view.totals.discount,
      products: view.items
        .filter((item) => item.selected !== false)
        .map((item) => ({
          offer_id: item.offerUuid,
          product_id: item.productUuid,
          name: item.product.name,
          sku: item.product.sku,
          slug: item.product.slug,
          image: item.product.image,
          size: item.size,
          count: item.quantity,
          price: item.price,
          total: item.cost,
          available: item.isCompleted,
        })),
      products_count: view.totals.quantity,
      products_total: view.totals.items + saving,
      products_final_price: view.totals.total,
      promocode: view.promocode,
    },
    saved_addresses: listAddresses(db, addressOwner(c, db), view.totals.total),
    payment_type: offline ? LEGACY_DEFAULT_PAYMENT_TYPE : LEGACY_PAYMENT_TYPES.card,
    payment_types: PAYMENT_TYPES.filter((type) => offline || type.code !== 'cash').map(publicType),
    user_payment_types: { can_pay_offline: offline },
  };
}

type LegacyDeliveryInput = {
  type: LegacyDeliveryType;
  carrierUuid?: string;
  pointUuid?: string;
  address?: string;
  fias?: string;
  postIndex?: string;
};

/** The legacy delivery as the cart keeps it (the one delivery the new flow prices too). */
function toCartDelivery(input: LegacyDeliveryInput): CartDelivery {
  const courier = input.type === 'currier';
  return {
    type: courier ? 'carrier' : 'point',
    pointUuid: courier ? null : (input.pointUuid ?? null),
    carrierUuid: courier ? (input.carrierUuid ?? null) : null,
    clientAddress: courier ? (input.address ?? null) : null,
    fias: courier ? (input.fias ?? null) : null,
    postIndex: courier ? (input.postIndex ?? null) : null,
    cost: 0,
  };
}

const NO_COURIER = 'Курьерская доставка по этому адресу недоступна';

/** Spec 5 (legacy): a courier that cannot deliver to the address is priced −1. */
function priceDelivery(
  db: Db,
  input: LegacyDeliveryInput | null,
  goodsCost: number,
  payCode: string,
): LegacySummaryResponse['delivery'] {
  if (!input) return { type: null, price: 0, name: null, message: null };
  if (input.type === 'currier' && (!input.carrierUuid || !input.address)) {
    return { type: 'currier', price: LEGACY_NO_COURIER_PRICE, name: null, message: NO_COURIER };
  }
  const quote = quoteDelivery(db, toCartDelivery(input), goodsCost, payCode);
  if (quote.ok) return { type: input.type, price: quote.cost, name: quote.name, message: null };
  if (input.type === 'currier') {
    return { type: 'currier', price: LEGACY_NO_COURIER_PRICE, name: null, message: NO_COURIER };
  }
  throw fail('delivery_point_not_available', 'delivery.pvz_id', quote.message);
}

function summaryRoute(db: Db, c: Context): LegacySummaryResponse {
  const query = parseQuery(c, legacySummaryQuerySchema);
  const cart = sessionCart(db, c);
  const view = cart ? buildCart(db, cart) : emptyCart();
  const type = typeById(query.payment_type ?? LEGACY_DEFAULT_PAYMENT_TYPE);
  const input: LegacyDeliveryInput | null = query['delivery[pvz_id]']
    ? { type: 'pvz', pointUuid: query['delivery[pvz_id]'] }
    : query['delivery[currier_delivery_id]'] || query['delivery[address]']
      ? {
          type: 'currier',
          carrierUuid: query['delivery[currier_delivery_id]'],
          address: query['delivery[address]'],
          fias: query['delivery[fias]'],
          postIndex: query['delivery[post_index]'],
        }
      : null;
  const delivery = priceDelivery(db, input, view.totals.total, type?.code ?? 'cash');
  const summary = summaryOf(view, delivery.price);
  return { delivery, summary, discount: summary.discount };
}

function deliveryInput(body: LegacyOrderInput): LegacyDeliveryInput {
  const delivery = body.delivery;
  if (delivery.delivery_type === 'pvz') {
    if (!delivery.pvz_id) throw fail('no_delivery_pvz', 'delivery.pvz_id', 'Выберите пункт выдачи');
    return { type: 'pvz', pointUuid: delivery.pvz_id };
  }
  if (!delivery.address || !delivery.currier_delivery_id) {
    throw fail('no_delivery_currier', 'delivery.address', 'Укажите адрес доставки');
  }
  return {
    type: 'currier',
    carrierUuid: delivery.currier_delivery_id,
    address: delivery.address,
    fias: delivery.fias,
    postIndex: delivery.post_index,
  };
}

/** Failure codes of placeOrder in the legacy names (no_delivery_{type}, payment_type). */
function legacyFailure(error: unknown, input: LegacyDeliveryInput): unknown {
  if (!(error instanceof ApiError) || error.status !== 422) return error;
  if (error.code === 'no_delivery_carrier' || error.code === 'no_delivery_point') {
    const courier = input.type === 'currier';
    return fail(
      `no_delivery_${input.type}`,
      courier ? 'delivery.address' : 'delivery.pvz_id',
      courier ? NO_COURIER : 'Выберите пункт выдачи',
    );
  }
  if (error.code === 'delivery_point_not_available') {
    return fail(error.code, 'delivery.pvz_id', error.errors?.delivery?.[0] ?? error.message);
  }
  if (error.code === 'pay_system_not_available') {
    return fail(error.code, 'payment_type', 'Способ оплаты недоступен для этого заказа');
  }
  return error;
}

function paySystemUuid(db: Db, code: 'cash' | 'card'): string {
  const row = db
    .prepare<[string], { uuid: string }>('SELECT uuid FROM pay_systems WHERE code = ?')
    .get(code);
  if (!row) throw new ApiError(500, 'Способ оплаты не настроен');
  return row.uuid;
}

/** Puts the delivery and pay system on the cart and places the order: one transaction per key. */
function placeLegacyOrder(
  db: Db,
  c: Context,
  cart: CartRow,
  key: string,
  body: LegacyOrderInput,
): { uuid: string; created: boolean } {
  const input = deliveryInput(body);
  const type = typeById(body.payment_type);
  if (!type) throw fail('pay_system_not_available', 'payment_type', 'Неизвестный способ оплаты');
  const owner = addressOwner(c, db);
  const place = db.transaction((): { uuid: string; created: boolean } => {
    const existing = findOrderByKey(db, cart.uuid, key);
    if (existing) return { uuid: existing, created: false };
    setDelivery(db, cart, toCartDelivery(input));
    setPaySystem(db, cart, paySystemUuid(db, type.code));
    const personal = body.personal_data;
    let uuid: string;
    try {
      uuid = placeOrder(db, key, {
        cartUuid: cart.uuid,
        customerName: personal.name,
        customerSurname: personal.surname,
        customerPatronymic: personal.patronymic,
        customerPhone: personal.phone_number,
        customerEmail: personal.email,
        comment: body.comment,
        deviceId: body.device_id,
        utm: body.utm,
      });
    } catch (error) {
      throw legacyFailure(error, input);
    }
    const placed = readOrderDelivery(db, uuid);
    markOrderExtras(db, uuid, {
      instalment: type.id === LEGACY_PAYMENT_TYPES.instalment,
      carrierUuid: input.type === 'currier' ? (input.carrierUuid ?? null) : null,
    });
    rememberCourierAddress(db, owner, placed);
    return { uuid, created: true };
  });
  try {
    return place.immediate();
  } catch (error) {
    // Another connection placed the same key first: answer with its order.
    const existing = error instanceof ApiError ? undefined : findOrderByKey(db, cart.uuid, key);
    if (!existing) throw error;
    return { uuid: existing, created: false };
  }
}

const legacyType = (type: Order['delivery']['type']): LegacyDeliveryType =>
  type === 'carrier' ? 'currier' : 'pvz';

function paymentTypeOf(order: Order, instalment: boolean): LegacyPaymentTypeId {
  if (order.paySystem.code === 'cash') return LEGACY_PAYMENT_TYPES.onDelivery;
  return instalment ? LEGACY_PAYMENT_TYPES.instalment : LEGACY_PAYMENT_TYPES.card;
}

/** The order in the legacy shape (GET /main/orders/order/{id}); the created answer is its head. */
function legacyOrder(db: Db, uuid: string, origin: string): LegacyOrder | undefined {
  const order = readOrder(db, uuid, origin);
  if (!order) return undefined;
  const extras = readOrderExtras(db, uuid);
  const paymentType = paymentTypeOf(order, extras.instalment);
  const courier = order.delivery.type === 'carrier';
  return {
    id: order.uuid,
    number: order.number,
    status: order.status,
    delivery: {
      delivery_type: legacyType(order.delivery.type),
      currier_delivery_id: courier ? extras.carrierUuid : null,
      pvz_id: courier ? null : order.delivery.pointUuid,
      name: order.delivery.pointName,
      address: order.delivery.address,
      price: order.delivery.cost,
    },
    summary: {
      products_total: order.totals.items + order.totals.saving,
      discount: order.totals.discount,
      delivery: order.totals.delivery,
      total: order.totals.total,
    },
    payment_url: order.paymentUrl,
    payment_type: paymentType,
    payment_type_name: typeById(paymentType)?.name ?? order.paySystem.name,
    personal_data: {
      email: order.customer.email,
      name: order.customer.name,
      surname: order.customer.surname,
      patronymic: order.customer.patronymic,
      phone_number: order.customer.phone,
    },
    comment: order.comment,
    products: order.items.map((item) => ({
      name: item.name,
      sku: item.sku,
      size: item.size,
      count: item.quantity,
      price: item.price,
      total: item.cost,
    })),
    created_at: order.createdAt,
  };
}

function createdOf(order: LegacyOrder): LegacyCreatedOrder {
  return {
    id: order.id,
    number: order.number,
    delivery: {
      delivery_type: order.delivery.delivery_type,
      currier_delivery_id: order.delivery.currier_delivery_id,
      pvz_id: order.delivery.pvz_id,
    },
    summary: order.summary,
    payment_url: order.payment_url,
  };
}

/**
 * GET /main/get_status: the payment state the /payment/ page polls — for the order's own cart
 * session or customer only (order-access.ts), and only what that page needs.
 */
function paymentStatus(db: Db, c: Context, now: Date): PaymentStatus {
  const query = parseQuery(c, paymentStatusQuerySchema);
  const uuid = readableOrderUuid(db, c, query.order_id, now);
  const order = readOrder(db, uuid, originOf(c));
  if (!order) throw orderNotFound();
  return {
    order_id: order.uuid,
    number: order.number,
    status: order.status,
    payment_url: order.paymentUrl,
  };
}

export type LegacyCheckoutOptions = {
  /** Called after an order took stock, so catalogue caches and the store can follow. */
  onStockChange?: OnStockChange;
  /** The clock tokens are checked against (the accounts' clock in tests). */
  now?: () => Date;
};

/**
 * The legacy checkout of the main API (spec 7): checkout data, payment types, the summary and
 * orders. Same cart, delivery pricing and order service as the new flow.
 */
export function legacyCheckoutRoutes(db: Db, options: LegacyCheckoutOptions = {}): Hono {
  const app = new Hono();
  const now = options.now ?? (() => new Date());

  app.get('/get_checkout', (c) => c.json(db.transaction(() => checkoutData(db, c))()));

  app.get('/payments/get_payment_types', (c) =>
    c.json({
      payment_types: PAYMENT_TYPES.map(publicType),
      default_payment_type: LEGACY_DEFAULT_PAYMENT_TYPE,
    }),
  );

  app.get('/checkout/summary', (c) => c.json(summaryRoute(db, c)));

  app.post('/orders/order', async (c) => {
    const key = idempotencyKey(c);
    const body = readLegacyOrderBody(await readJson(c));
    // The session's own cart, never one named in the body.
    const cart = sessionCart(db, c);
    if (!cart) throw cartNotFound();
    const result = placeLegacyOrder(db, c, cart, key, body);
    if (result.created) await options.onStockChange?.({ orderUuid: result.uuid });
    const order = legacyOrder(db, result.uuid, originOf(c));
    if (!order) throw orderNotFound();
    return c.json(createdOf(order), result.created ? 201 : 200);
  });

  app.get('/orders/order/:id', (c) => {
    const uuid = readableOrderUuid(db, c, c.req.param('id'), now());
    const order = legacyOrder(db, uuid, originOf(c));
    if (!order) throw orderNotFound();
    return c.json({ order });
  });

  app.get('/get_status', (c) => c.json(paymentStatus(db, c, now())));

  return app;
}
