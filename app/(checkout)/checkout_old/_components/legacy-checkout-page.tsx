'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
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
import { useDeliveryStep, useSendOnce } from '@/features/checkout/hooks/use-delivery-step';
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
  PAYMENT_CHANGE_NOTICE,
  type ApplyDelivery,
  type DeliveryChoice,
  type DeliveryState,
} from '@/features/checkout/utils/delivery-state';
import { legacyAfterOrderUrl } from '@/features/checkout/utils/order-urls';
import {
  LEGACY_NO_COURIER_PRICE,
  LEGACY_PAYMENT_TYPES,
  legacyPayCode,
  isLegacyPaymentType,
  type LegacyCheckout,
  type LegacyOrderBody,
  type LegacyPaymentTypeId,
} from '@/lib/platform/api/contracts/legacy-checkout';
import { isApiError } from '@/lib/platform/api/errors';
import { getDeviceId } from '@/lib/platform/browser-session';
import { notify } from '@/lib/platform/toast';
import { readUtm } from '@/lib/shop/analytics/utm';

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

/**
 * The legacy flow keeps the delivery in the page: applying a choice recalculates the summary
 * (`GET /checkout/summary` for the choice and the payment type), whose courier price of −1 says
 * the address cannot be served.
 */
function useLegacySummary(data: LegacyCheckout, paymentType: LegacyPaymentTypeId) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<DeliveryChoice | null>(null);
  const summary = useQuery({
    queryKey: summaryKey(choice, paymentType),
    queryFn: () => getLegacySummary(choice, paymentType),
    placeholderData: (previous) => previous,
  });
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
  return {
    summary,
    applyDelivery,
    /** The delivery was dropped (a payment change took the point). */
    clearChoice: () => setChoice(null),
    courierUnavailable: summary.data?.delivery.price === LEGACY_NO_COURIER_PRICE,
  };
}

/** The legacy flow's payment type: chosen in the page, reported to analytics once as a step. */
function useLegacyPayment(data: LegacyCheckout, initial: LegacyPaymentTypeId) {
  const [paymentType, setPaymentType] = useState<LegacyPaymentTypeId>(initial);
  const [error, setError] = useState<string | null>(null);
  const reported = useRef(false);
  return {
    paymentType,
    error,
    setError,
    /** The preselected payment the customer kept is the payment step too (before the order). */
    reportKept: () => {
      if (!reported.current) reportLegacyPayment(data, paymentType);
      reported.current = true;
    },
    /** Another payment type chosen: true when it changed. */
    choose: (id: string): boolean => {
      const next = Number(id);
      if (!isLegacyPaymentType(next) || next === paymentType) return false;
      setPaymentType(next);
      setError(null);
      reportLegacyPayment(data, next);
      reported.current = true;
      return true;
    },
  };
}

/** «Оплата» of the legacy flow: its payment types, the instalment's note under type 4. */
function LegacyPayment({
  types,
  value,
  onChange,
  error,
}: {
  types: LegacyCheckout['payment_types'];
  value: LegacyPaymentTypeId;
  onChange: (id: string) => void;
  error: string | null;
}) {
  return (
    <PaymentRadioGroup
      options={types.map((type) => ({ ...type, id: String(type.id) }))}
      value={String(value)}
      onChange={onChange}
      error={error}
    >
      {value === LEGACY_PAYMENT_TYPES.instalment && types.some((type) => type.id === value) && (
        <p>
          После подтверждения откроется страница банка для оформления рассрочки.{' '}
          <a href="/checkout_old/rassrochka/">Условия рассрочки</a>
        </p>
      )}
    </PaymentRadioGroup>
  );
}

function LegacyCheckoutForm({
  data,
  initialPaymentType,
}: {
  data: LegacyCheckout;
  initialPaymentType: LegacyPaymentTypeId;
}) {
  const payment = useLegacyPayment(data, initialPaymentType);
  const { paymentType } = payment;
  const [serverErrors, setServerErrors] = useState<OrderServerErrors | null>(null);
  useReportOnce(data, reportLegacyBeginCheckout);
  const { summary, applyDelivery, clearChoice, courierUnavailable } = useLegacySummary(
    data,
    paymentType,
  );
  // Spec 5 (legacy): pickup needs a point; courier needs an address and a price other than −1.
  const step = useDeliveryStep(() => (courierUnavailable ? NO_COURIER_MESSAGE : null));
  const { delivery } = step;

  const order = useLegacyOrder(delivery, paymentType, {
    onDeliveryFailure: step.refused,
    onPersonalFailure: setServerErrors,
    onPaymentFailure: payment.setError,
  });
  const send = useSendOnce((values: CustomerInput) => {
    payment.reportKept();
    return order.mutateAsync(values).then(
      () => true,
      () => false,
    );
  });
  const submit = async (values: CustomerInput) => {
    if (step.ready()) await send(values);
  };

  function choosePayment(id: string) {
    if (!payment.choose(id)) return;
    // Spec 4: the payment-sensitive carrier's point is dropped, with the notice.
    if (dropsPointOnPaymentChange(delivery)) {
      step.setDelivery({ ...delivery, point: null });
      clearChoice();
      notify.info(PAYMENT_CHANGE_NOTICE);
    }
  }

  const pending = order.isPending || order.isSuccess;
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <CustomerForm
          schema={legacyCustomerSchema}
          onSubmit={submit}
          pending={pending}
          showSubmit={false}
          serverErrors={serverErrors}
        />
        <DeliverySection
          cartCost={data.order_data.products_final_price}
          payCode={legacyPayCode(paymentType)}
          {...step.section}
          applyDelivery={applyDelivery}
        />
        <LegacyPayment
          types={data.payment_types}
          value={paymentType}
          onChange={choosePayment}
          error={payment.error}
        />
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
        <OrderSubmit pending={pending} onClick={step.showProblem} />
      </LegacySummary>
    </div>
  );
}
