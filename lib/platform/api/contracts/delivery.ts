import { z } from 'zod';

import { PAY_SYSTEM_CODES } from './cart';

/** ISO country of a cart delivery (PUT /cart/api/cart/delivery `country`), default RU. */
export const deliveryCountrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Код страны — две латинские буквы')
  .default('RU');

export const carrierSchema = z.object({
  uuid: z.string(),
  external_id: z.string(),
  name: z.string(),
  /** The store-shops carrier (own shops, sorted first). */
  isShop: z.boolean(),
});
export type Carrier = z.infer<typeof carrierSchema>;
export const carrierListResponseSchema = z.object({ items: z.array(carrierSchema) });

/**
 * Spec 4: this carrier's pickup price depends on the payment — cash on delivery adds the postal
 * fee — so the storefront drops its point when the payment type changes (one value for the
 * reference API's pricing and the checkout).
 */
export const PAYMENT_SENSITIVE_CARRIER = 'russianpost';
export const CASH_ON_DELIVERY_FEE = 150;

const required = (field: string) => ({ error: `Не передан ${field}` });
const coordinate = (field: string) => z.number(required(field)).min(-180).max(180);

/** Delivery point query (spec 3): the map's visible bounds. */
export const deliveryPointQuerySchema = z.object({
  cartCost: z.number().min(0).default(0),
  latitudeL: coordinate('latitudeL'),
  latitudeR: coordinate('latitudeR'),
  longitudeL: coordinate('longitudeL'),
  longitudeR: coordinate('longitudeR'),
  carrierUuids: z.array(z.string().min(1)).optional(),
  zoom: z.number().int().min(0).max(22).default(10),
  pointUuid: z.string().min(1).optional(),
  /**
   * The payment the points are priced for (a reference-API extension, like the older flow's
   * `payment_type` of GET /delivery/pvz): a point's price is what the cart summary charges for it
   * with this payment. Missing: cash on delivery, the default, as the summary assumes too.
   */
  payCode: z.enum(PAY_SYSTEM_CODES).optional(),
});
export type DeliveryPointQuery = z.input<typeof deliveryPointQuerySchema>;

export const subwaySchema = z.object({ name: z.string(), color: z.string() });

/**
 * Pickup point (spec 3). `price` is what the cart summary charges for this point: it follows the
 * cart cost (free from the threshold) and the query's payment (cash-on-delivery fee).
 */
export const pickupPointSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  carrier: z.object({ uuid: z.string(), external_id: z.string(), name: z.string() }),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  workHours: z.string(),
  subway: subwaySchema.nullable(),
  price: z.number(),
  days: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;
export const pickupPointListResponseSchema = z.object({ items: z.array(pickupPointSchema) });

export const pointGroupSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  count: z.number().int(),
  /** Present for small groups (≤ 10 points) so the map can open them directly. */
  pointUuids: z.array(z.string()).optional(),
});
export const pointGroupResponseSchema = z.object({ groups: z.array(pointGroupSchema) });
export type PointGroup = z.infer<typeof pointGroupSchema>;

/** POST /api/delivery/carrier/by-cost: courier carriers that deliver to the address. */
export const courierCostBodySchema = z.object({
  cartCost: z.number(required('cartCost')).min(0),
  fias: z.string(required('fias')).trim().min(1, required('fias')),
  postIndex: z
    .string(required('postIndex'))
    .trim()
    .min(1, required('postIndex'))
    .regex(/^\d{6}$/, 'Индекс — 6 цифр'),
});
export const courierOptionSchema = z.object({
  carrier: z.object({ uuid: z.string(), external_id: z.string(), name: z.string() }),
  cost: z.number(),
  daysMin: z.number().int(),
  daysMax: z.number().int(),
  dateFrom: z.string(),
  dateTo: z.string(),
});
export type CourierOption = z.infer<typeof courierOptionSchema>;
export const courierCostResponseSchema = z.object({ items: z.array(courierOptionSchema) });

/** POST /api/delivery/address: a courier address saved for the cart session or profile. */
export const savedAddressBodySchema = z.object({
  address: z.string(required('address')).trim().min(1, required('address')).max(500),
  flat: z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((value) => value || undefined),
  fias: z.string(required('fias')).trim().min(1, required('fias')),
  postIndex: z
    .string(required('postIndex'))
    .trim()
    .regex(/^\d{6}$/, 'Индекс — 6 цифр'),
  lat: z.number(required('lat')).min(-90).max(90),
  lon: z.number(required('lon')).min(-180).max(180),
});
export type SavedAddressBody = z.input<typeof savedAddressBodySchema>;

/** Saved address as listed (spec 3): a flat is appended as «, кв {flat}». */
export const savedAddressSchema = z.object({
  uuid: z.string(),
  full_address: z.string(),
  unrestricted_value: z.string(),
  flat: z.string().nullable(),
  fias: z.string(),
  postIndex: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** Courier cost to this address for the `totalCost` of the list request. */
  cost: z.number().optional(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export const savedAddressResponseSchema = z.object({ item: savedAddressSchema });
export const savedAddressListBodySchema = z.object({ totalCost: z.number().min(0).default(0) });
export const savedAddressListResponseSchema = z.object({ items: z.array(savedAddressSchema) });
