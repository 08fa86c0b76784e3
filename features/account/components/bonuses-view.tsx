'use client';

import type { BonusOperation } from '@/lib/platform/api/contracts/core';
import { formatRub } from '@/lib/shop/format/money';
import { formatMoscowDate } from '@/lib/shop/format/moscow-time';

import { useBonusHistory, useBonusState } from '../api/get-bonuses';
import { formatBonusAmount, formatBonusBalance, formatBonusExpiry } from '../utils/bonus-format';

import styles from './account.module.css';

export const BONUSES_UNAVAILABLE = 'Сведения о бонусах сейчас недоступны';

/** «Бонусы»: level, balance, percents and operations. Failures are only logged (spec 8). */
export function BonusesView() {
  const state = useBonusState();
  const history = useBonusHistory();
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="account-bonuses-title">
        <h1 id="account-bonuses-title" className={styles.title}>
          Бонусы
        </h1>
        {state.isPending && <p className={styles.muted}>Загрузка…</p>}
        {state.isError && <p className={styles.muted}>{BONUSES_UNAVAILABLE}</p>}
        {state.data && (
          <dl className={styles.facts}>
            <dt>Уровень</dt>
            <dd>{state.data.level}</dd>
            <dt>Баланс</dt>
            <dd>{formatBonusBalance(state.data.sum_bonuses)}</dd>
            <dt>Начисление</dt>
            <dd>{state.data.percent_bonuses}% от суммы заказа</dd>
            <dt>Оплата бонусами</dt>
            <dd>до {state.data.percent_pay}% от суммы заказа</dd>
            <dt>Сумма покупок</dt>
            <dd>{formatRub(state.data.totalSum)}</dd>
          </dl>
        )}
      </section>
      <section className={styles.section} aria-labelledby="account-bonus-history-title">
        <h2 id="account-bonus-history-title" className={styles.sectionTitle}>
          История операций
        </h2>
        {history.isPending && <p className={styles.muted}>Загрузка…</p>}
        {history.isError && <p className={styles.muted}>{BONUSES_UNAVAILABLE}</p>}
        {history.data?.length === 0 && <p className={styles.muted}>Операций пока нет</p>}
        {history.data && history.data.length > 0 && (
          <ul className={styles.list} aria-label="Операции с бонусами">
            {history.data.map((operation, index) => (
              <BonusRow key={`${operation.date}-${index}`} operation={operation} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function BonusRow({ operation }: { operation: BonusOperation }) {
  const positive = operation.amount > 0;
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <span>
          {formatMoscowDate(new Date(operation.date))} · {operation.description}
        </span>
        <span className={positive ? styles.plus : styles.minus}>
          {formatBonusAmount(operation.amount)}
        </span>
      </div>
      {positive && <span className={styles.muted}>{formatBonusExpiry(operation.date_end)}</span>}
    </li>
  );
}
