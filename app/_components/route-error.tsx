'use client';

import * as Sentry from '@sentry/nextjs';
import { useEffect } from 'react';

import { ErrorCard } from '@/components/layout/error-card';

/** Any failure while rendering a page: the generic error card of spec 2.5 with a retry. */
export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    Sentry.captureException(error);
  }, [error]);
  return (
    <div className="page container">
      <ErrorCard onRetry={reset} />
    </div>
  );
}
