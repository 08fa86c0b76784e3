import styles from './thank-you.module.css';

type ThankYouProps = { orderNumber: string | null };

const STEPS = [
  'В течение 15 минут в рабочее время менеджер позвонит или напишет, чтобы подтвердить заказ.',
  'Когда заказ соберут, придёт SMS: с курьерской доставкой — с интервалом доставки, с самовывозом — с адресом магазина и сроком хранения (7 дней).',
  'Статус заказа и чек всегда видны в личном кабинете в разделе «Мои заказы».',
];

/** The body of /success/: the accepted order (when the link carries it) and what happens next. */
export function ThankYou({ orderNumber }: ThankYouProps) {
  return (
    <div className={styles.box}>
      <h2 className={styles.title}>
        {orderNumber ? `Заказ № ${orderNumber} принят` : 'Мы получили вашу заявку'}
      </h2>
      <p>Спасибо, что выбрали наш магазин! Мы уже начали работу над заказом.</p>
      <h3 className={styles.subtitle}>Что дальше</h3>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>
        Есть вопросы? Ответы на частые вопросы — в разделе <a href="/faq/">«Вопросы и ответы»</a>,
        условия — на страницах <a href="/delivery/">«Доставка»</a> и{' '}
        <a href="/guarantee/">«Гарантия и возврат»</a>.
      </p>
      <ThankYouLinks />
    </div>
  );
}

/** Where to go next: the catalogue and the account's orders. */
export function ThankYouLinks() {
  return (
    <nav aria-label="Что дальше" className={styles.links}>
      <a href="/catalog/" className={styles.primary}>
        Перейти в каталог
      </a>
      <a href="/account/orders/" className={styles.secondary}>
        Мои заказы
      </a>
    </nav>
  );
}
