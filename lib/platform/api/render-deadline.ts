import 'server-only';

import { cache } from 'react';

import { resilienceSettings } from '@/lib/platform/env';

/**
 * The deadline of the page render under way: every service call of one render shares
 * one budget (RENDER_DEADLINE_MS, 3 s), counted from its first call. React's `cache` scopes it to
 * the render (one request); outside a render (a route handler, a background revalidation) each
 * call gets a budget of its own.
 */
export const renderDeadline = cache(
  (): number => Date.now() + resilienceSettings().renderDeadlineMs,
);
