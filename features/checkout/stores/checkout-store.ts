'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

type CheckoutState = {
  /** Spec 3/4: set by /checkoutnew/ once the cart is read; /checkout/ needs it. */
  isCheckoutDataFetched: boolean;
  setCheckoutDataFetched: (value: boolean) => void;
};

export const CHECKOUT_STORE_KEY = 'checkout-state';

/** Feature-local checkout state, kept in sessionStorage so a reload of /checkout/ keeps the flag. */
export const useCheckoutStore = create<CheckoutState>()(
  persist(
    (set) => ({
      isCheckoutDataFetched: false,
      setCheckoutDataFetched: (value) => set({ isCheckoutDataFetched: value }),
    }),
    {
      name: CHECKOUT_STORE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ isCheckoutDataFetched: state.isCheckoutDataFetched }),
    },
  ),
);
