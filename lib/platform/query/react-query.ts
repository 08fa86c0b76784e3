'use client';

import {
  QueryClientContext,
  useInfiniteQuery as useInfiniteQueryOf,
  useMutation as useMutationOf,
  useQuery as useQueryOf,
  type QueryClient,
} from '@tanstack/react-query';
import { useContext } from 'react';

import { getQueryClient } from './get-query-client';

/*
 * React Query's hooks, bound to the store's QueryClient without a provider around the app: the
 * client is a provider's when there is one (the unit tests mount one each), else the browser's one
 * client (getQueryClient). So React Query loads with the components that use it (the cart, the
 * account, the checkout, the sliders…) and not with every page's first load (docs/adr/0003: no client
 * data library on pages whose data the server rendered). Import the hooks from here, not from
 * '@tanstack/react-query' (ESLint says so).
 */

/** The QueryClient of this render: a provider's if there is one, else the browser's. */
export function useQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? getQueryClient();
}

export const useQuery = ((options: Parameters<typeof useQueryOf>[0]) =>
  useQueryOf(options, useQueryClient())) as typeof useQueryOf;

export const useInfiniteQuery = ((options: Parameters<typeof useInfiniteQueryOf>[0]) =>
  useInfiniteQueryOf(options, useQueryClient())) as typeof useInfiniteQueryOf;

export const useMutation = ((options: Parameters<typeof useMutationOf>[0]) =>
  useMutationOf(options, useQueryClient())) as typeof useMutationOf;
