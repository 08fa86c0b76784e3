import { AppLink } from '@/components/ui/app-link';
import { buttonClassName } from '@/components/ui/button';

import styles from './pickup-info.module.css';

const CARRIERS = [
  { name: 'Наши магазины', text: 'бесплатно, заказ хранится 14 дней' },
  { name: 'СДЭК', text: 'по тарифу службы, заказ хранится 7 дней' },
  { name: 'Boxberry', text: 'по тарифу службы, заказ хранится 7 дней' },
  { name: 'Почта России', text: 'по тарифу службы, отправление хранится 15 дней' },
];

/** How pickup works: where to collect an order, how long it waits, what to bring. */
export function PickupInfo() {
  return (
    <div className={styles.info}>
      <section aria-labelledby="pickup-how">
        <h2 id="pickup-how">Как забрать заказ</h2>
        <ol className={styles.steps}>
          <li>Добавьте украшения в корзину и перейдите к оформлению заказа.</li>
          <li>
            На шаге доставки выберите вкладку «Самовывоз» и отметьте на карте или в списке магазин
            либо пункт выдачи.
          </li>
          <li>
            Когда заказ приедет, мы пришлём SMS с номером заказа и кодом получения. Заказ из наличия
            магазина можно забрать в тот же день, со склада — через 1–3 дня.
          </li>
        </ol>
      </section>
      <section aria-labelledby="pickup-where">
        <h2 id="pickup-where">Где забрать</h2>
        <p>
          Самовывоз из наших магазинов бесплатный. Кроме них, заказ можно получить в пунктах выдачи
          четырёх служб — они все есть на карте при оформлении заказа:
        </p>
        <ul className={styles.carriers}>
          {CARRIERS.map((carrier) => (
            <li key={carrier.name}>
              <strong>{carrier.name}</strong> — {carrier.text}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pickup-bring">
        <h2 id="pickup-bring">Что взять с собой</h2>
        <ul>
          <li>Паспорт или другой документ, удостоверяющий личность.</li>
          <li>Номер заказа и код получения из SMS.</li>
          <li>
            Если заказ не оплачен онлайн — банковскую карту или наличные: оплатить можно при
            получении.
          </li>
          <li>Если заказ забирает другой человек — доверенность и его паспорт.</li>
        </ul>
        <p>
          Украшения можно примерить и проверить при получении: если что-то не подошло, откажитесь от
          покупки прямо в магазине.
        </p>
      </section>
      <p className={styles.actions}>
        <AppLink href="/cart/" className={buttonClassName()}>
          Перейти в корзину
        </AppLink>
        <AppLink href="/checkout/" className={buttonClassName({ variant: 'secondary' })}>
          Оформить заказ
        </AppLink>
      </p>
    </div>
  );
}
