'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { cartKeys, putCartAnswer, useCart } from '@/features/cart/api/get-cart';
import { applyCartDelivery, createOrder } from '@/features/checkout/api/checkout-api';
import styles from '@/features/checkout/components/checkout.module.css';
import { CustomerForm } from '@/features/checkout/components/customer-form';
import { DeliverySection } from '@/features/checkout/components/delivery-section';
import { CartLoadFailed } from '@/features/checkout/components/load-failed';
import { OrderCheckStatus } from '@/features/checkout/components/order-check-status';
import { OrderSubmit } from '@/features/checkout/components/order-submit';
import { deliveryCostText, OrderSummary } from '@/features/checkout/components/order-summary';
import { PaymentSection } from '@/features/checkout/components/payment-section';
import { usePendingOrderReplay } from '@/features/checkout/hooks/use-pending-order-replay';
import { usePlaceOrder, type OrderServerErrors } from '@/features/checkout/hooks/use-place-order';
import { useReportOnce } from '@/features/checkout/hooks/use-report-once';
import type { CustomerInput } from '@/features/checkout/schemas';
import { useCheckoutStore } from '@/features/checkout/stores/checkout-store';
import {
  reportBeginCheckout,
  reportPayment,
  reportPlacedPayment,
  reportShipping,
} from '@/features/checkout/utils/checkout-analytics';
import {
  DELIVERY_MESSAGES,
  dropsPointOnPaymentChange,
  INITIAL_DELIVERY,
  PAYMENT_CHANGE_NOTICE,
  toIsoDate,
  validateDelivery,
  type ApplyDelivery,
  type DeliveryState,
} from '@/features/checkout/utils/delivery-state';
import { afterOrderUrl } from '@/features/checkout/utils/order-urls';
import { createSaveQueue } from '@/features/checkout/utils/save-queue';
import { readUtm } from '@/lib/analytics/utm';
import type { Cart } from '@/lib/api/contracts/cart';
import { PERSONAL_FIELDS, type OrderCreateBody } from '@/lib/api/contracts/order';
import { getDeviceId } from '@/lib/browser-session';
import { useQueryClient } from '@/lib/query/react-query';
import { notify } from '@/lib/toast';

import { useProfilePrefill } from './use-profile-prefill';

/** The order service's personal-data fields are the form's own. */
const PERSONAL_TO_FORM = Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, field]));

const DELIVERY_FAILURES: Record<string, string> = {
  no_delivery_point: DELIVERY_MESSAGES.noPoint,
  no_delivery_shop: DELIVERY_MESSAGES.noPoint,
  no_delivery_carrier: DELIVERY_MESSAGES.noAddress,
  delivery_point_not_available: DELIVERY_MESSAGES.pointUnavailable,
};

/** /checkout/: guarded by the checkout flag (set on /checkoutnew/). */
export function CheckoutPage() {
  const router = useRouter();
  const fetched = useCheckoutStore((state) => state.isCheckoutDataFetched);
  const hydrated = useSyncExternalStore(
    (notify) => useCheckoutStore.persist.onFinishHydration(notify),
    () => useCheckoutStore.persist.hasHydrated(),
    () => false,
  );

  useEffect(() => {
    if (hydrated && !fetched) router.replace('/checkoutnew/');
  }, [hydrated, fetched, router]);

  if (!hydrated || !fetched) return <p aria-live="polite">Загрузка…</p>;
  return <CheckoutContent />;
}

function CheckoutContent() {
  const cart = useCart();
  const data = cart.data;
  const empty = cart.isSuccess && (!data || !data.uuid || data.items.length === 0);
  // an order whose answer was lost emptied the cart: ask the server which order it made
  const checking = usePendingOrderReplay(empty, ['order']);
  if (cart.isPending) return <p aria-live="polite">Загружаем корзину…</p>;
  if (cart.isError) {
    return <CartLoadFailed cart={cart} />;
  }
  if (checking) return <OrderCheckStatus />;
  if (!data || !data.uuid || data.items.length === 0) {
    return (
      <p>
        Корзина пуста. <a href="/cart/">Вернуться в корзину</a>
      </p>
    );
  }
  return <CheckoutForm cart={data} cartUuid={data.uuid} />;
}

// eslint-disable-next-line max-lines-per-function -- the order mutation and the page layout
function CheckoutForm({ cart, cartUuid }: { cart: Cart; cartUuid: string }) {
  const queryClient = useQueryClient();
  const [delivery, setDelivery] = useState<DeliveryState>(INITIAL_DELIVERY);
  const [deliveryError, setDeliveryError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<OrderServerErrors | null>(null);
  const deliveryRef = useRef<HTMLElement>(null);
  const submitting = useRef(false);
  const paymentReported = useRef(false);
  useReportOnce(cart, reportBeginCheckout);
  // delivery and payment choices are saved on the cart in turn, and the order waits for them
  const [cartSaves] = useState(createSaveQueue);
  const prefill = useProfilePrefill();

  const focusDelivery = () => {
    const node = deliveryRef.current;
    if (!node) return;
    if (typeof node.scrollIntoView === 'function') node.scrollIntoView({ block: 'center' });
    node.focus({ preventScroll: true });
  };

  const order = usePlaceOrder(
    {
      scope: cartUuid,
      flow: 'order',
      body: async (values): Promise<OrderCreateBody> => {
        await cartSaves.settled();
        return {
          cartUuid,
          customerName: values.customerName,
          customerSurname: values.customerSurname,
          customerPatronymic: values.customerPatronymic || undefined,
          customerPhone: values.customerPhone,
          customerEmail: values.customerEmail || undefined,
          comment: values.comment || undefined,
          ...(delivery.tab === 'address' && toIsoDate(delivery.date)
            ? { deliveryDate: toIsoDate(delivery.date) ?? undefined }
            : {}),
          ...(delivery.tab === 'address' && delivery.time
            ? { deliveryTimeBegin: delivery.time.begin, deliveryTimeEnd: delivery.time.end }
            : {}),
          deviceId: getDeviceId() ?? undefined,
          utm: readUtm(),
        };
      },
      send: createOrder,
      // the preselected payment was kept: the order says which one it went with
      onPlaced: (placed) => {
        if (!paymentReported.current) reportPlacedPayment(cart, placed);
        paymentReported.current = true;
      },
      nextUrl: afterOrderUrl,
      deliveryFailures: DELIVERY_FAILURES,
      personalFields: PERSONAL_TO_FORM,
    },
    {
      onDeliveryFailure: (message) => {
        setDeliveryError(message);
        focusDelivery();
      },
      onPersonalFailure: setServerErrors,
    },
  );

  async function submit(values: CustomerInput) {
    const problem = validateDelivery(delivery);
    setDeliveryError(problem);
    if (problem) {
      focusDelivery();
      return;
    }
    // placed: the button stays disabled and nothing is sent again until the next page comes
    if (submitting.current || order.isSuccess) return;
    submitting.current = true;
    try {
      await order.mutateAsync(values).catch(() => undefined);
    } finally {
      submitting.current = false;
    }
  }

  // a write answers the whole cart, which goes into the cart query; a failed one reads it again
  const showCart = (answered: Cart | null) =>
    answered
      ? putCartAnswer(answered)
      : queryClient.invalidateQueries({ queryKey: cartKeys.current() });
  const applyDelivery: ApplyDelivery = async (choice) => {
    const saved = await cartSaves.run(() => applyCartDelivery(choice));
    if (choice && 'cart' in saved) reportShipping(saved.cart, choice);
    await showCart('cart' in saved ? saved.cart : null);
    return 'message' in saved ? saved.message : null;
  };
  // Spec 4: a payment change drops the pickup point of the payment-sensitive carrier.
  const onPaymentChanged = async () => {
    if (!dropsPointOnPaymentChange(delivery)) return;
    setDelivery({ ...delivery, point: null });
    notify.info(PAYMENT_CHANGE_NOTICE);
    await applyDelivery(null);
  };
  const deliveryCost = cart.delivery?.cost ?? 0;
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <CustomerForm
          // a signed-in customer's profile fills the form once it has answered (remount by key)
          key={prefill ? 'profile' : 'blank'}
          defaultValues={prefill}
          onSubmit={submit}
          pending={order.isPending || order.isSuccess}
          showSubmit={false}
          serverErrors={serverErrors}
        />
        <DeliverySection
          cartCost={cart.totals.total}
          payCode={cart.paySystem?.code ?? null}
          value={delivery}
          onChange={(next) => {
            setDelivery(next);
            if (deliveryError && !validateDelivery(next)) setDeliveryError(null);
          }}
          error={deliveryError}
          sectionRef={deliveryRef}
          applyDelivery={applyDelivery}
        />
        <PaymentSection
          cartUuid={cartUuid}
          currentUuid={cart.paySystem?.uuid}
          saves={cartSaves}
          onCartChanged={async (answered) => {
            if (answered) paymentReported.current = reportPayment(answered);
            await showCart(answered);
            await onPaymentChanged();
          }}
        />
      </div>
      <aside className={styles.summary} aria-label="Ваш заказ">
        <h2 className={styles.sectionTitle}>Ваш заказ</h2>
        <OrderSummary
          lines={cart.items
            .filter((item) => item.selected !== false)
            .map((item) => ({
              key: item.uuid,
              name: item.product.name,
              size: item.size,
              quantity: item.quantity,
              cost: item.cost,
            }))}
          goodsLabel={`Товары (${cart.totals.quantity})`}
          // at prices before the discount, so that goods − discount + delivery = total
          goods={cart.totals.items + (cart.totals.saving ?? 0)}
          reductions={[{ label: 'Скидка', amount: cart.totals.discount }]}
          delivery={deliveryCostText(cart.delivery ? deliveryCost : null)}
          total={cart.totals.total + deliveryCost}
          liveTotal
        />
        <OrderSubmit
          pending={order.isPending || order.isSuccess}
          onClick={() => setDeliveryError(validateDelivery(delivery))}
        />
      </aside>
    </div>
  );
}
