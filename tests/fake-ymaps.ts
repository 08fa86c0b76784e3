import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * A stand-in for the Yandex Maps 2.1 API, just enough for @pbe/react-yandex-maps: a test plays the
 * script's part with `loadFakeYmaps()`, which calls the loader's `onload` callback with it. Shared
 * by the checkout pickup map and the shops map tests.
 */
type Handler = (event: { get: (key: string) => unknown }) => void;

export class FakeEvents {
  handlers = new Map<string, Handler>();
  add(name: string, handler: Handler) {
    this.handlers.set(name, handler);
  }
  remove(name: string) {
    this.handlers.delete(name);
  }
  fire(name: string) {
    this.handlers.get(name)?.({ get: () => undefined });
  }
}

const noop = { set: () => undefined };

export class FakePlacemark {
  events = new FakeEvents();
  options = { set: (next: Record<string, unknown>) => (this.opts = next) };
  properties = noop;
  geometry = { setCoordinates: () => undefined };
  constructor(
    public coordinates: [number, number],
    public props: Record<string, string>,
    public opts: Record<string, unknown>,
  ) {}
}

export class FakeMap {
  static last: FakeMap | null = null;
  events = new FakeEvents();
  objects: FakePlacemark[] = [];
  geoObjects = {
    add: (object: FakePlacemark) => this.objects.push(object),
    remove: (object: FakePlacemark) => (this.objects = this.objects.filter((o) => o !== object)),
  };
  controls = { add: () => undefined, remove: () => undefined };
  options = noop;
  container = { fitToViewport: () => undefined };
  behaviors = { enable: () => undefined, disable: () => undefined };
  zoom: number;
  /** Moving the map changes the zoom and fires `boundschange`, as the real map does. */
  setCenter = vi.fn((_center: unknown, zoom: number) => {
    this.zoom = zoom;
    this.events.fire('boundschange');
  });
  constructor(
    _element: HTMLElement,
    public state: { center: number[]; zoom: number },
  ) {
    this.zoom = state.zoom;
    FakeMap.last = this;
  }
  getZoom() {
    return this.zoom;
  }
  /** A street-level view from zoom 12, the whole of Moscow below. */
  getBounds() {
    return this.zoom >= 12
      ? [
          [55.74, 37.6],
          [55.76, 37.64],
        ]
      : [
          [55.6, 37.4],
          [55.9, 37.8],
        ];
  }
  destroy() {}
}

export const fakeYmaps = {
  Map: FakeMap,
  Placemark: FakePlacemark,
  control: {
    ZoomControl: class {
      options = noop;
      data = noop;
      state = noop;
      events = new FakeEvents();
    },
  },
  ready: (callback: () => void) => callback(),
  modules: {
    require: (name: string) => ({
      done: (resolve: (modules: unknown[]) => void) =>
        resolve([name === 'Map' ? FakeMap : name === 'Placemark' ? FakePlacemark : {}]),
    }),
  },
};

/** The Yandex Maps script element the loader added, if any. */
export const mapScript = () =>
  [...document.head.querySelectorAll('script')].find((script) =>
    script.src.startsWith('https://api-maps.yandex.ru/'),
  );

/** Lets the loader's script "load" with the fake API; resolves with the map it created. */
export async function loadFakeYmaps(): Promise<FakeMap> {
  await waitFor(() => expect(mapScript()).toBeDefined());
  const onload = new URL(mapScript()!.src).searchParams.get('onload')!;
  act(() => {
    (window as unknown as Record<string, (api: unknown) => void>)[onload]!(fakeYmaps);
  });
  await waitFor(() => expect(FakeMap.last).not.toBeNull());
  return FakeMap.last!;
}
