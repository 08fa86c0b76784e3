'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

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
import { useDeliveryStep, useSendOnce } from '@/features/checkout/hooks/use-delivery-step';
import { usePendingOrderReplay } from '@/features/checkout/hooks/use-pending-order-replay';
import {
  useCheckoutWrite,
  usePlaceOrder,
  type OrderServerErrors,
} from '@/features/checkout/hooks/use-place-order';
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
  PAYMENT_CHANGE_NOTICE,
  toIsoDate,
  type ApplyDelivery,
  type DeliveryState,
} from '@/features/checkout/utils/delivery-state';
import { afterOrderUrl } from '@/features/checkout/utils/order-urls';
import type { Cart } from '@/lib/platform/api/contracts/cart';
import { PERSONAL_FIELDS, type OrderCreateBody } from '@/lib/platform/api/contracts/order';
import { getDeviceId } from '@/lib/platform/browser-session';
import { notify } from '@/lib/platform/toast';
import { readUtm } from '@/lib/shop/analytics/utm';

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

type OrderHandlers = {
  onDeliveryFailure: (message: string) => void;
  onPersonalFailure: (errors: OrderServerErrors) => void;
};

/**
 * «Подтвердить заказ» of the new flow: after the cart's saves (delivery, payment) asked before it
 * (useCheckoutWrite), the order goes with the customer's fields and the courier's date and time.
 */
function useCartOrder(
  cart: Cart,
  cartUuid: string,
  delivery: DeliveryState,
  paymentReportedRef: RefObject<boolean>,
  handlers: OrderHandlers,
) {
  return usePlaceOrder(
    {
      scope: cartUuid,
      flow: 'order',
      body: (values): OrderCreateBody => {
        const date = delivery.tab === 'address' ? toIsoDate(delivery.date) : null;
        const time = delivery.tab === 'address' ? delivery.time : null;
        return {
          cartUuid,
          customerName: values.customerName,
          customerSurname: values.customerSurname,
          customerPatronymic: values.customerPatronymic || undefined,
          customerPhone: values.customerPhone,
          customerEmail: values.customerEmail || undefined,
          comment: values.comment || undefined,
          ...(date ? { deliveryDate: date } : {}),
          ...(time ? { deliveryTimeBegin: time.begin, deliveryTimeEnd: time.end } : {}),
          deviceId: getDeviceId() ?? undefined,
          utm: readUtm(),
        };
      },
      send: createOrder,
      // the preselected payment was kept: the order says which one it went with
      onPlaced: (placed) => {
        if (!paymentReportedRef.current) reportPlacedPayment(cart, placed);
        paymentReportedRef.current = true;
      },
      nextUrl: afterOrderUrl,
      deliveryFailures: DELIVERY_FAILURES,
      personalFields: PERSONAL_TO_FORM,
    },
    handlers,
  );
}

/** «Ваш заказ» of the new flow: the cart's selected lines and totals, delivery included. */
function CartOrderSummary({ cart }: { cart: Cart }) {
  const deliveryCost = cart.delivery?.cost ?? 0;
  return (
    <OrderSummary
      lines={cart.items
        .filter((item) => item.selected !== false)
        .map((item) => ({
          key: item.uuid,
          name: item.product.name,
          size: item.size,
          quantity: item.quantity,
          cost: item.cost,
          engraving: item.engraving,
        }))}
      goodsLabel={`Товары (${cart.totals.quantity})`}
      // at prices before the discount, so that goods − discount + delivery = total
      goods={cart.totals.items + (cart.totals.saving ?? 0)}
      reductions={[{ label: 'Скидка', amount: cart.totals.discount }]}
      delivery={deliveryCostText(cart.delivery ? deliveryCost : null)}
      total={cart.totals.total + deliveryCost}
      liveTotal
    />
  );
}

function CheckoutForm({ cart, cartUuid }: { cart: Cart; cartUuid: string }) {
  const queryClient = useQueryClient();
  const step = useDeliveryStep();
  const { delivery } = step;
  const [serverErrors, setServerErrors] = useState<OrderServerErrors | null>(null);
  const paymentReported = useRef(false);
  useReportOnce(cart, reportBeginCheckout);
  // delivery and payment choices are saved on the cart in turn, and the order after them
  const saveDelivery = useCheckoutWrite(cartUuid, applyCartDelivery);
  const prefill = useProfilePrefill();
  const order = useCartOrder(cart, cartUuid, delivery, paymentReported, {
    onDeliveryFailure: step.refused,
    onPersonalFailure: setServerErrors,
  });
  const send = useSendOnce((values: CustomerInput) =>
    order.mutateAsync(values).then(
      () => true,
      () => false,
    ),
  );
  const submit = async (values: CustomerInput) => {
    if (step.ready()) await send(values);
  };

  // a write answers the whole cart, which goes into the cart query; a failed one reads it again
  const showCart = (answered: Cart | null) =>
    answered
      ? putCartAnswer(answered)
      : queryClient.invalidateQueries({ queryKey: cartKeys.current() });
  const applyDelivery: ApplyDelivery = async (choice) => {
    const saved = await saveDelivery.mutateAsync(choice);
    if (choice && 'cart' in saved) reportShipping(saved.cart, choice);
    await showCart('cart' in saved ? saved.cart : null);
    return 'message' in saved ? saved.message : null;
  };
  // Spec 4: a payment change drops the pickup point of the payment-sensitive carrier.
  const onPaymentChanged = async () => {
    if (!dropsPointOnPaymentChange(delivery)) return;
    step.setDelivery({ ...delivery, point: null });
    notify.info(PAYMENT_CHANGE_NOTICE);
    await applyDelivery(null);
  };
  const pending = order.isPending || order.isSuccess;
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <CustomerForm
          // a signed-in customer's profile fills the form once it has answered (remount by key)
          key={prefill ? 'profile' : 'blank'}
          defaultValues={prefill}
          onSubmit={submit}
          pending={pending}
          showSubmit={false}
          serverErrors={serverErrors}
        />
        <DeliverySection
          cartCost={cart.totals.total}
          payCode={cart.paySystem?.code ?? null}
          {...step.section}
          applyDelivery={applyDelivery}
        />
        <PaymentSection
          cartUuid={cartUuid}
          currentUuid={cart.paySystem?.uuid}
          onCartChanged={async (answered) => {
            if (answered) paymentReported.current = reportPayment(answered);
            await showCart(answered);
            await onPaymentChanged();
          }}
        />
      </div>
      <aside className={styles.summary} aria-label="Ваш заказ">
        <h2 className={styles.sectionTitle}>Ваш заказ</h2>
        <CartOrderSummary cart={cart} />
        <OrderSubmit pending={pending} onClick={step.showProblem} />
      </aside>
    </div>
  );
}
