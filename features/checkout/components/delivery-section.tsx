'use client';

import { useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';

import type { PayCode } from '@/lib/platform/api/contracts/cart';

import {
  currentChoice,
  type ApplyDelivery,
  type DeliveryState,
  type DeliveryTab,
} from '../utils/delivery-state';

import styles from './checkout.module.css';
import { CourierPanel } from './courier-panel';
import { PickupPanel } from './pickup-panel';

type DeliverySectionProps = {
  cartCost: number;
  /** The payment chosen (null: none yet, cash on delivery): pickup points are priced for it. */
  payCode: PayCode | null;
  value: DeliveryState;
  onChange: (next: DeliveryState) => void;
  /** A message for the whole section (submit validation or a refused order). */
  error: string | null;
  sectionRef?: Ref<HTMLElement>;
  /**
   * Puts the choice where the flow keeps it (the cart in the new flow, the summary request in the
   * legacy one) and recalculates the summary; resolves to a message to show, or null.
   */
  applyDelivery: ApplyDelivery;
};

const TABS: { id: DeliveryTab; label: string }[] = [
  { id: 'pvz', label: 'Самовывоз' },
  { id: 'address', label: 'Курьером' },
];

type DeliveryTabsProps = {
  baseId: string;
  current: DeliveryTab;
  onSelect: (tab: DeliveryTab) => void;
};

/** The two delivery tabs: a tablist whose arrows move the focus and choose (APG tabs). */
function DeliveryTabs({ baseId, current, onSelect }: DeliveryTabsProps) {
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const nextIndex = (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    const tab = TABS[nextIndex];
    if (!tab) return;
    tabRefs.current[nextIndex]?.focus();
    onSelect(tab.id);
  }

  return (
    <div role="tablist" aria-label="Способ доставки" className={styles.tabs}>
      {TABS.map((tab, index) => (
        <button
          key={tab.id}
          ref={(node) => {
            tabRefs.current[index] = node;
          }}
          type="button"
          role="tab"
          id={`${baseId}-tab-${tab.id}`}
          aria-selected={current === tab.id}
          aria-controls={`${baseId}-panel-${tab.id}`}
          tabIndex={current === tab.id ? 0 : -1}
          className={current === tab.id ? `${styles.tab} ${styles.tabActive}` : styles.tab}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => onTabKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** «Доставка»: pickup (pvz) and courier (address) tabs; shared by the new and legacy checkouts. */
export function DeliverySection({
  cartCost,
  payCode,
  value,
  onChange,
  error,
  sectionRef,
  applyDelivery,
}: DeliverySectionProps) {
  const baseId = useId();
  const [applyError, setApplyError] = useState<string | null>(null);

  async function apply(state: DeliveryState) {
    setApplyError(null);
    setApplyError(await applyDelivery(currentChoice(state)));
  }

  function selectTab(tab: DeliveryTab) {
    if (tab === value.tab) return;
    const next = { ...value, tab };
    onChange(next);
    // One delivery at a time: put back the choice already made on this tab (or none) and recalculate.
    void apply(next);
  }

  const message = error ?? applyError;

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      className={styles.section}
      aria-labelledby={`${baseId}-title`}
      aria-describedby={message ? `${baseId}-error` : undefined}
    >
      <h2 id={`${baseId}-title`} className={styles.sectionTitle}>
        Доставка
      </h2>
      <DeliveryTabs baseId={baseId} current={value.tab} onSelect={selectTab} />
      {message && (
        <p id={`${baseId}-error`} role="alert" className={styles.error}>
          {message}
        </p>
      )}
      <div
        role="tabpanel"
        id={`${baseId}-panel-${value.tab}`}
        aria-labelledby={`${baseId}-tab-${value.tab}`}
        className={styles.panel}
      >
        {value.tab === 'pvz' ? (
          <PickupPanel
            cartCost={cartCost}
            payCode={payCode}
            point={value.point}
            onSelect={(point) => {
              const next = { ...value, point };
              onChange(next);
              void apply(next);
            }}
          />
        ) : (
          <CourierPanel
            cartCost={cartCost}
            value={value}
            onChange={onChange}
            onCourierChosen={(next) => void apply(next)}
          />
        )}
      </div>
    </section>
  );
}
