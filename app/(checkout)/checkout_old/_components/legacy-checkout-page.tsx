'use client';

import { useRef, useState } from 'react';

import {
  createLegacyOrder,
  getLegacyCheckout,
  getLegacySummary,
  legacyDelivery,
  legacyKeys,
} from '@/features/checkout/api/legacy-api';
import styles from '@/features/checkout/components/checkout.module.css';
import { CustomerForm } from '@/features/checkout/components/customer-form';
import { DeliverySection } from '@/features/checkout/components/delivery-section';
import { LegacySummary } from '@/features/checkout/components/legacy-summary';
import { CheckoutLoadFailed } from '@/features/checkout/components/load-failed';
import { OrderCheckStatus } from '@/features/checkout/components/order-check-status';
import { OrderSubmit } from '@/features/checkout/components/order-submit';
import { PaymentRadioGroup } from '@/features/checkout/components/payment-section';
import { usePendingOrderReplay } from '@/features/checkout/hooks/use-pending-order-replay';
import { usePlaceOrder, type OrderServerErrors } from '@/features/checkout/hooks/use-place-order';
import { useReportOnce } from '@/features/checkout/hooks/use-report-once';
import { legacyCustomerSchema, type CustomerInput } from '@/features/checkout/schemas';
import {
  reportLegacyBeginCheckout,
  reportLegacyPayment,
  reportLegacyShipping,
} from '@/features/checkout/utils/checkout-analytics';
import {
  currentChoice,
  DELIVERY_MESSAGES,
  dropsPointOnPaymentChange,
  INITIAL_DELIVERY,
  PAYMENT_CHANGE_NOTICE,
  validateDelivery,
  type ApplyDelivery,
  type DeliveryChoice,
  type DeliveryState,
} from '@/features/checkout/utils/delivery-state';
import { legacyAfterOrderUrl } from '@/features/checkout/utils/order-urls';
import { readUtm } from '@/lib/analytics/utm';
import {
  LEGACY_NO_COURIER_PRICE,
  LEGACY_PAYMENT_TYPES,
  legacyPayCode,
  isLegacyPaymentType,
  type LegacyCheckout,
  type LegacyOrderBody,
  type LegacyPaymentTypeId,
} from '@/lib/api/contracts/legacy-checkout';
import { isApiError } from '@/lib/api/errors';
import { getDeviceId } from '@/lib/browser-session';
import { useQuery, useQueryClient } from '@/lib/query/react-query';
import { notify } from '@/lib/toast';

export const NO_COURIER_MESSAGE = 'Курьерская доставка по этому адресу недоступна';
const SUMMARY_FAILED = 'Не удалось рассчитать доставку';

/** Legacy personal_data fields → the shared form's fields. */
const PERSONAL_TO_FORM: Record<string, keyof CustomerInput> = {
  'personal_data.name': 'customerName',
  'personal_data.surname': 'customerSurname',
  'personal_data.patronymic': 'customerPatronymic',
  'personal_data.phone_number': 'customerPhone',
  'personal_data.email': 'customerEmail',
};

const DELIVERY_FAILURES: Record<string, string> = {
  no_delivery_pvz: DELIVERY_MESSAGES.noPoint,
  no_delivery_currier: DELIVERY_MESSAGES.noAddress,
  delivery_point_not_available: DELIVERY_MESSAGES.pointUnavailable,
};

/** A stable key of a delivery choice for the summary query. */
function choiceKey(choice: DeliveryChoice | null): string {
  if (!choice) return 'none';
  return JSON.stringify(legacyDelivery(choice));
}

const summaryKey = (choice: DeliveryChoice | null, paymentType: number) =>
  [...legacyKeys.all, 'summary', choiceKey(choice), paymentType] as const;

type LegacyCheckoutPageProps = {
  /** The instalment route opens the checkout with type 4 chosen (when the cart allows it). */
  initialPaymentType?: LegacyPaymentTypeId;
};

/** /checkout_old/ (and the instalment routes): the legacy checkout of the main API. */
export function LegacyCheckoutPage({ initialPaymentType }: LegacyCheckoutPageProps) {
  const checkout = useQuery({ queryKey: legacyKeys.checkout(), queryFn: getLegacyCheckout });
  // an order whose answer was lost emptied the cart: ask the server which order it made
  const checking = usePendingOrderReplay(
    checkout.isSuccess && checkout.data.order_data.products.length === 0,
    ['legacy'],
  );
  if (checkout.isPending) return <p aria-live="polite">Загружаем корзину…</p>;
  if (checkout.isError) {
    return (
      <CheckoutLoadFailed
        message="Не удалось загрузить данные для оформления заказа"
        cartHref="/cart_old/"
        query={checkout}
      />
    );
  }
  if (checking) return <OrderCheckStatus />;
  if (checkout.data.order_data.products.length === 0) {
    return (
      <p>
        Корзина пуста. <a href="/cart_old/">Вернуться в корзину</a>
      </p>
    );
  }
  const offered = checkout.data.payment_types.map((type) => type.id);
  const start =
    initialPaymentType && offered.includes(initialPaymentType)
      ? initialPaymentType
      : checkout.data.payment_type;
  return (
    <LegacyCheckoutForm
      data={checkout.data}
      initialPaymentType={isLegacyPaymentType(start) ? start : LEGACY_PAYMENT_TYPES.onDelivery}
    />
  );
}

function useLegacyOrder(
  delivery: DeliveryState,
  paymentType: LegacyPaymentTypeId,
  handlers: {
    onDeliveryFailure: (message: string) => void;
    onPersonalFailure: (errors: OrderServerErrors) => void;
    onPaymentFailure: (message: string) => void;
  },
) {
  return usePlaceOrder(
    {
      // One key per order attempt: retries, double clicks and reloads send the same key (one
      // order); a browser has one cart session, and the key is dropped once its order is placed.
      scope: 'legacy-order',
      flow: 'legacy',
      body: (values): LegacyOrderBody => {
        const choice = currentChoice(delivery);
        if (!choice) throw new Error(DELIVERY_MESSAGES.noPoint);
        return {
          delivery: legacyDelivery(choice),
          personal_data: {
            email: values.customerEmail ?? '',
            name: values.customerName,
            surname: values.customerSurname,
            patronymic: values.customerPatronymic || undefined,
            phone_number: values.customerPhone,
          },
          comment: values.comment || undefined,
          payment_type: paymentType,
          device_id: getDeviceId() ?? undefined,
          utm: readUtm(),
        };
      },
      send: createLegacyOrder,
      nextUrl: legacyAfterOrderUrl,
      deliveryFailures: DELIVERY_FAILURES,
      personalFields: PERSONAL_TO_FORM,
    },
    {
      onDeliveryFailure: (message, failure) => {
        const field =
          failure.fieldErrors['delivery.address'] ?? failure.fieldErrors['delivery.pvz_id'];
        handlers.onDeliveryFailure(field?.[0] ?? message);
      },
      onPersonalFailure: handlers.onPersonalFailure,
      onOtherFailure: (failure) => {
        if (failure.code !== 'pay_system_not_available') return false;
        handlers.onPaymentFailure(failure.fieldErrors.payment_type?.[0] ?? failure.message);
        return true;
      },
    },
  );
}

// eslint-disable-next-line max-lines-per-function -- the summary wiring, order mutation and layout
function LegacyCheckoutForm({
  data,
  initialPaymentType,
}: {
  data: LegacyCheckout;
  initialPaymentType: LegacyPaymentTypeId;
}) {
  const queryClient = useQueryClient();
  const [delivery, setDelivery] = useState<DeliveryState>(INITIAL_DELIVERY);
  const [choice, setChoice] = useState<DeliveryChoice | null>(null);
  const [paymentType, setPaymentType] = useState<LegacyPaymentTypeId>(initialPaymentType);
  const [deliveryError, setDeliveryError] = useState<string | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<OrderServerErrors | null>(null);
  const deliveryRef = useRef<HTMLElement>(null);
  const submitting = useRef(false);
  const placed = useRef(false);
  const paymentReported = useRef(false);
  useReportOnce(data, reportLegacyBeginCheckout);

  const summary = useQuery({
    queryKey: summaryKey(choice, paymentType),
    queryFn: () => getLegacySummary(choice, paymentType),
    placeholderData: (previous) => previous,
  });
  const courierUnavailable = summary.data?.delivery.price === LEGACY_NO_COURIER_PRICE;

  const focusDelivery = () => {
    const node = deliveryRef.current;
    if (!node) return;
    if (typeof node.scrollIntoView === 'function') node.scrollIntoView({ block: 'center' });
    node.focus({ preventScroll: true });
  };

  /** Spec 5 (legacy): pickup needs a point; courier needs an address and a price other than −1. */
  const deliveryProblem = (): string | null =>
    validateDelivery(delivery) ?? (courierUnavailable ? NO_COURIER_MESSAGE : null);

  const order = useLegacyOrder(delivery, paymentType, {
    onDeliveryFailure: (message) => {
      setDeliveryError(message);
      focusDelivery();
    },
    onPersonalFailure: setServerErrors,
    onPaymentFailure: setPaymentError,
  });

  // The legacy flow keeps the delivery in the page: applying it recalculates the summary.
  const applyDelivery: ApplyDelivery = async (next) => {
    setChoice(next);
    try {
      const answer = await queryClient.fetchQuery({
        queryKey: summaryKey(next, paymentType),
        queryFn: () => getLegacySummary(next, paymentType),
      });
      if (answer.delivery.price === LEGACY_NO_COURIER_PRICE) return NO_COURIER_MESSAGE;
      if (next) reportLegacyShipping(data, next);
      return null;
    } catch (failure) {
      if (next?.type === 'point') return DELIVERY_MESSAGES.pointUnavailable;
      return isApiError(failure) && failure.status === 422 ? failure.message : SUMMARY_FAILED;
    }
  };

  function choosePayment(id: string) {
    const next = Number(id);
    if (!isLegacyPaymentType(next) || next === paymentType) return;
    setPaymentType(next);
    setPaymentError(null);
    reportLegacyPayment(data, next);
    paymentReported.current = true;
    // Spec 4: the payment-sensitive carrier's point is dropped, with the notice.
    if (dropsPointOnPaymentChange(delivery)) {
      setDelivery({ ...delivery, point: null });
      setChoice(null);
      notify.info(PAYMENT_CHANGE_NOTICE);
    }
  }

  async function submit(values: CustomerInput) {
    const problem = deliveryProblem();
    setDeliveryError(problem);
    if (problem) {
      focusDelivery();
      return;
    }
    // Once placed, the page is on its way to the next one: no second request.
    if (submitting.current || placed.current) return;
    submitting.current = true;
    // the preselected payment the customer kept is the payment step too
    if (!paymentReported.current) reportLegacyPayment(data, paymentType);
    paymentReported.current = true;
    try {
      placed.current = await order.mutateAsync(values).then(
        () => true,
        () => false,
      );
    } finally {
      submitting.current = false;
    }
  }

  const chosenType = data.payment_types.find((type) => type.id === paymentType);
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <CustomerForm
          schema={legacyCustomerSchema}
          onSubmit={submit}
          pending={order.isPending || order.isSuccess}
          showSubmit={false}
          serverErrors={serverErrors}
        />
        <DeliverySection
          cartCost={data.order_data.products_final_price}
          payCode={legacyPayCode(paymentType)}
          value={delivery}
          onChange={(next) => {
            setDelivery(next);
            if (deliveryError && !validateDelivery(next)) setDeliveryError(null);
          }}
          error={deliveryError}
          sectionRef={deliveryRef}
          applyDelivery={applyDelivery}
        />
        <PaymentRadioGroup
          options={data.payment_types.map((type) => ({ ...type, id: String(type.id) }))}
          value={String(paymentType)}
          onChange={choosePayment}
          error={paymentError}
        >
          {chosenType?.id === LEGACY_PAYMENT_TYPES.instalment && (
            <p>
              После подтверждения откроется страница банка для оформления рассрочки.{' '}
              <a href="/checkout_old/rassrochka/">Условия рассрочки</a>
            </p>
          )}
        </PaymentRadioGroup>
      </div>
      <LegacySummary
        orderData={data.order_data}
        summary={summary.data ?? null}
        recalculating={summary.isFetching}
      >
        {summary.isError && (
          <p role="alert" className={styles.error}>
            {SUMMARY_FAILED}
          </p>
        )}
        <OrderSubmit
          pending={order.isPending || order.isSuccess}
          onClick={() => setDeliveryError(deliveryProblem())}
        />
      </LegacySummary>
    </div>
  );
}
