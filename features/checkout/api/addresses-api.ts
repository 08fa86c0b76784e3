'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  savedAddressListResponseSchema,
  type SavedAddress,
} from '@/lib/platform/api/contracts/delivery';

/**
 * Saved courier addresses (delivery microservice). The owner is whoever the browser client
 * identifies: the profile (bearer token) when signed in, else the cart session header.
 */
export const addressKeys = {
  all: ['checkout', 'saved-addresses'] as const,
  list: (totalCost: number) => [...addressKeys.all, totalCost] as const,
};

const LIST = '/api/delivery/address/ext-list';
/** The owner's saved addresses with the courier cost for `totalCost`; silent: shown by the list. */
export async function listSavedAddresses(totalCost: number): Promise<SavedAddress[]> {
  const response = await browserClient('delivery').post(
    LIST,
    { totalCost },
    { retryable: true, silent: true },
  );
  return parseContract(savedAddressListResponseSchema, response.data, LIST).items;
}

export async function deleteSavedAddress(uuid: string): Promise<void> {
  await browserClient('delivery').delete(`/api/delivery/address/${encodeURIComponent(uuid)}`, {
    silent: true,
  });
}

export function useSavedAddresses(totalCost: number) {
  return useQuery({
    queryKey: addressKeys.list(totalCost),
    queryFn: () => listSavedAddresses(totalCost),
  });
}

/** Deletes a saved address and refetches every list (the cost-keyed lists share the addresses). */
export function useDeleteSavedAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
