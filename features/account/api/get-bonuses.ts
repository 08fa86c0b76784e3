'use client';

import { useQuery } from '@tanstack/react-query';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  bonusHistoryResponseSchema,
  bonusStateResponseSchema,
  type BonusOperation,
  type BonusState,
} from '@/lib/platform/api/contracts/core';
import { isSessionFailure, passOnSessionFailure } from '@/lib/platform/api/session-failure';
import { reportError } from '@/lib/platform/report-error';

import { accountKeys } from './account-keys';

/** Spec 8: bonus state and history failures are only logged (no toast, no modal). */
function logBonusFailure(what: string) {
  return (error: unknown): never => {
    if (!isSessionFailure(error)) {
      console.error(`[account] ${what} failed`, error);
      reportError(error);
    }
    return passOnSessionFailure(error);
  };
}

/** GET /core/bonus-state: level, balance and percents. */
export async function getBonusState(): Promise<BonusState> {
  const response = await browserClient('core')
    .get('/bonus-state', { silent: true })
    .catch(logBonusFailure('bonus state'));
  return parseContract(bonusStateResponseSchema, response.data, '/core/bonus-state').state;
}

/** GET /core/bonus-history: operations, newest first. */
export async function getBonusHistory(): Promise<BonusOperation[]> {
  const response = await browserClient('core')
    .get('/bonus-history', { silent: true })
    .catch(logBonusFailure('bonus history'));
  return parseContract(bonusHistoryResponseSchema, response.data, '/core/bonus-history').history;
}

export function useBonusState() {
  return useQuery({ queryKey: accountKeys.bonusState(), queryFn: getBonusState, staleTime: 0 });
}

export function useBonusHistory() {
  return useQuery({
    queryKey: accountKeys.bonusHistory(),
    queryFn: getBonusHistory,
    staleTime: 0,
  });
}
