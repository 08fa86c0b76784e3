import type { ServiceName } from '@/lib/platform/api/contracts/common';
import { SERVICES } from '@/lib/platform/api/contracts/common';

/**
 * Where the browser loads a picture the API names by path. `/media/*` has its own same-origin
 * forwarder; pictures a service draws itself (gold bars: `/main/gold-bars/1/image.svg`) go through
 * the `/svc/<service>/*` door.
 */
export function assetUrl(path: string): string {
  const service = path.split('/')[1] as ServiceName;
  return (SERVICES as readonly string[]).includes(service) ? `/svc${path}` : path;
}
