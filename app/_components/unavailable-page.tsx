import { ErrorCard } from '@/components/layout/error-card';

/**
 * A shop page whose own data the services could not give: the error card of spec 2.5
 * in the HTML, «ПРОДОЛЖИТЬ» reloading the page, inside the usual chrome. The proxy answers it
 * with 503 and Retry-After (lib/page-cache/page-data.ts).
 */
export function UnavailablePage({ path }: { path: string }) {
  return (
    <div className="page container">
      <ErrorCard continueHref={path} />
    </div>
  );
}
