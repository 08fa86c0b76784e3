'use client';

import { useRef, useState, type RefObject } from 'react';

import { INITIAL_DELIVERY, validateDelivery, type DeliveryState } from '../utils/delivery-state';

/**
 * The delivery step as both checkouts run it: the choice, the section's message and its focus.
 * `extraProblem` adds what only one flow checks (the legacy courier price of −1).
 */
export function useDeliveryStep(extraProblem: () => string | null = () => null) {
  const [delivery, setDelivery] = useState<DeliveryState>(INITIAL_DELIVERY);
  const [error, setError] = useState<string | null>(null);
  const sectionRef = useRef<HTMLElement>(null);

  const focus = () => {
    const node = sectionRef.current;
    if (!node) return;
    if (typeof node.scrollIntoView === 'function') node.scrollIntoView({ block: 'center' });
    node.focus({ preventScroll: true });
  };
  const problem = () => validateDelivery(delivery) ?? extraProblem();

  return {
    delivery,
    setDelivery,
    /** Shows what is missing under «Доставка» (the order button's press, before the form's check). */
    showProblem: () => setError(problem()),
    /** Before an order: shows and focuses what is missing; true when the delivery is complete. */
    ready: (): boolean => {
      const found = problem();
      setError(found);
      if (found) focus();
      return !found;
    },
    /** The order service refused the delivery: its message, with the focus on the section. */
    refused: (message: string) => {
      setError(message);
      focus();
    },
    /** DeliverySection's own props: the choice, its changes and the section's message. */
    section: {
      value: delivery,
      onChange: (next: DeliveryState) => {
        setDelivery(next);
        if (error && !validateDelivery(next)) setError(null);
      },
      error,
      sectionRef: sectionRef as RefObject<HTMLElement>,
    },
  };
}

/**
 * Sends an order at most once at a time, and never again once placed: the page is then on its way
 * to the next one. `send` resolves true when the order was placed.
 */
export function useSendOnce<T>(send: (values: T) => Promise<boolean>) {
  const busy = useRef(false);
  const placed = useRef(false);
  return async (values: T): Promise<void> => {
    if (busy.current || placed.current) return;
    busy.current = true;
    try {
      placed.current = await send(values);
    } finally {
      busy.current = false;
    }
  };
}
