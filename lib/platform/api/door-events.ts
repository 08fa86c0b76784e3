import 'server-only';

/**
 * A call the service door lets through that can change what the store shows: any method but a
 * read. `session` is the cart session it carries, when it has one.
 */
export type DoorWrite = {
  service: string;
  method: string;
  segments: readonly string[];
  session: string | null;
};

/** What a listener does once the write was answered, with the answer's status. */
type AfterWrite = (status: number) => Promise<void> | void;

/**
 * A listener hears of a write before it is forwarded (it may read what the write is about to
 * change) and answers what to do once the service has answered, if anything.
 */
export type DoorWriteListener = (
  write: DoorWrite,
) => Promise<AfterWrite | void> | AfterWrite | void;

/*
 * The door only guards and forwards; what must follow a write (a kept page drops, a cart page is
 * out of date) belongs to those who keep pages, which subscribe here (lib/platform/page-cache/door-writes.ts).
 * So lib/platform/api knows nothing of the caches. The listeners live with the route handler that passes the
 * door, in its own bundle: no registry on globalThis.
 */
const listeners = new Map<string, DoorWriteListener>();

/** Subscribes `name`'s listener to the door's writes, replacing an earlier one of that name. */
export function onDoorWrite(name: string, listener: DoorWriteListener): void {
  listeners.set(name, listener);
}

/**
 * Tells every listener of a write about to be forwarded; answers what to run once it was answered.
 * The door answers after that has run, so what a write outdated is gone before the shopper looks.
 */
export async function announceDoorWrite(write: DoorWrite): Promise<AfterWrite> {
  const afters = await Promise.all([...listeners.values()].map((listener) => listener(write)));
  return async (status) => {
    for (const after of afters) if (after) await after(status);
  };
}
