'use client';

import { useEffect } from 'react';

import { ErrorCard } from '@/components/layout/error-card';
import { reportError } from '@/lib/platform/report-error';

/**
 * Any failure while rendering a page: the generic error card of spec 2.5 with a retry. A server
 * render's failure carries Next's digest, which the store logs with the request id
 * (instrumentation.ts onRequestError): the card shows it as the error code.
 */
export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    reportError(error);
  }, [error]);
  return (
    <div className="page container">
      <ErrorCard onRetry={reset} code={error.digest} />
    </div>
  );
}
