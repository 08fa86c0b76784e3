'use client';

import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';

import { useSessionStore } from '@/stores/session-store';

import { requestProfileContact } from '../api/request-profile-contact';
import type { ReservationFormInput } from '../schemas';

/** A signed-in customer's name and phone fill the fields the shopper has not typed into yet. */
export function useContactPrefill(form: UseFormReturn<ReservationFormInput>) {
  const loggedIn = useSessionStore((s) => s.hydrated && s.loggedIn);
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    void requestProfileContact().then((contact) => {
      if (!live || !contact) return;
      if (!getValues('name') && contact.name) setValue('name', contact.name);
      if (!getValues('phone') && contact.phone) setValue('phone', contact.phone);
    });
    return () => {
      live = false;
    };
  }, [loggedIn, getValues, setValue]);
}
