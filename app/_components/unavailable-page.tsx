import { headers } from 'next/headers';

import { ErrorCard } from '@/components/layout/error-card';

/**
 * A shop page whose own data the services could not give: the error card of spec 2.5
 * in the HTML, «ПРОДОЛЖИТЬ» reloading the page, inside the usual chrome, with the request's id as
 * the error code support finds the logs by. The proxy answers it with 503 and Retry-After and never
 * keeps it (lib/platform/page-cache/page-data.ts), so the id is this request's own.
 */
export async function UnavailablePage({ path }: { path: string }) {
  const requestId = (await headers()).get('x-request-id');
  return (
    <div className="page container">
      <ErrorCard continueHref={path} code={requestId} />
    </div>
  );
}
