import { INSTALMENT_PARTS } from '@/lib/platform/api/contracts/legacy-checkout';

/** The short terms of payment type 4 (/checkout_old/rassrochka/ and /checkout/rassrochka/). */
export function LegacyInstalmentTerms() {
  return (
    <section aria-labelledby="instalment-terms-title">
      <h2 id="instalment-terms-title">Как работает рассрочка</h2>
      <ul>
        <li>
          Сумма заказа делится на {INSTALMENT_PARTS} равных платежа: первый — при оформлении,
          остальные — раз в месяц.
        </li>
        <li>Без переплаты: вы платите ровно сумму заказа, проценты и комиссии не начисляются.</li>
        <li>
          Рассрочку одобряет банк-партнёр на странице оплаты сразу после подтверждения заказа; если
          банк откажет, заказ отменится, и его можно оформить снова с другим способом оплаты.
        </li>
      </ul>
      <p>
        Подробные условия — в{' '}
        <a href="/rules/public_oferta_s_rassrochkoy_plateja/">оферте с рассрочкой платежа</a>.
      </p>
    </section>
  );
}
