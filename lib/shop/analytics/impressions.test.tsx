import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TrackedList } from '@/components/analytics/tracked-list';

import { BATCH_MS, SEEN_MS, createSeenTracker } from './impressions';
import { itemTileProps } from './tile-attributes';
import { useListTracking } from './use-list-tracking';

/** A stand-in IntersectionObserver: tests say how much of an element is visible. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
}

/** Shows elements at a visible ratio to every observer watching them. */
function show(ratio: number, ...elements: Element[]) {
  for (const observer of FakeObserver.all) {
    const entries = elements
      .filter((element) => observer.observed.has(element))
      .map(
        (target) =>
          ({
            target,
            isIntersecting: ratio > 0,
            intersectionRatio: ratio,
          }) as IntersectionObserverEntry,
      );
    if (entries.length > 0) {
      (observer as unknown as { callback: IntersectionObserverCallback }).callback(
        entries,
        observer as unknown as IntersectionObserver,
      );
    }
  }
}

const tiles = (count: number) =>
  Array.from({ length: count }, () => document.body.appendChild(document.createElement('div')));

beforeEach(() => {
  FakeObserver.all = [];
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
});

describe('createSeenTracker', () => {
  it('counts a tile ≥ 50 % visible for 300 ms, not one that left earlier or shows less', () => {
    const send = vi.fn();
    const tracker = createSeenTracker<string>({ keyOf: (id) => id, send });
    const [a, b, c] = tiles(3);
    tracker.observe(a!, 'a');
    tracker.observe(b!, 'b');
    tracker.observe(c!, 'c');
    show(0.6, a!, b!);
    show(0.4, c!); // less than half
    vi.advanceTimersByTime(SEEN_MS - 50);
    show(0, b!); // scrolled past before 300 ms
    vi.advanceTimersByTime(50);
    vi.advanceTimersByTime(BATCH_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(['a']);
  });

  it('counts each tile once, and batches tiles seen close together into one send', () => {
    const send = vi.fn();
    const tracker = createSeenTracker<string>({ keyOf: (id) => id, send });
    const [a, b, again] = tiles(3);
    tracker.observe(a!, 'a');
    tracker.observe(b!, 'b');
    tracker.observe(again!, 'a'); // the same product a second time
    show(1, a!);
    vi.advanceTimersByTime(SEEN_MS + 100);
    show(1, b!, again!);
    vi.advanceTimersByTime(SEEN_MS);
    show(0, a!);
    show(1, a!); // scrolled back: already counted
    vi.advanceTimersByTime(BATCH_MS);
    expect(send.mock.calls).toEqual([[['a', 'b']]]);
  });

  it('flushes the pending batch on pagehide and on disconnect', () => {
    const send = vi.fn();
    const tracker = createSeenTracker<string>({ keyOf: (id) => id, send });
    const [a, b] = tiles(2);
    tracker.observe(a!, 'a');
    tracker.observe(b!, 'b');
    show(1, a!);
    vi.advanceTimersByTime(SEEN_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenLastCalledWith(['a']);
    show(1, b!);
    vi.advanceTimersByTime(SEEN_MS);
    tracker.disconnect();
    expect(send).toHaveBeenLastCalledWith(['b']);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('counts nothing without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const send = vi.fn();
    const tracker = createSeenTracker<string>({ keyOf: (id) => id, send });
    tracker.observe(tiles(1)[0]!, 'a');
    tracker.flush();
    expect(send).not.toHaveBeenCalled();
  });
});

function Grid({ skus }: { skus: string[] }) {
  const ref = useListTracking('Каталог / Кольца');
  return (
    <ul ref={ref}>
      {skus.map((sku) => (
        <li key={sku} {...itemTileProps({ item_id: sku, item_name: `Кольцо ${sku}`, price: 100 })}>
          <a href={`/product/${sku}/`}>Кольцо {sku}</a>
        </li>
      ))}
    </ul>
  );
}

const pushed = () =>
  (
    (window as unknown as { dataLayer?: { event?: string; ecommerce?: unknown }[] }).dataLayer ?? []
  ).filter((entry) => entry.event);

describe('useListTracking', () => {
  it('sends one view_item_list per batch with list name and index; select_item on a link', async () => {
    const { container, rerender } = render(<Grid skus={['A', 'B', 'C']} />);
    const items = () => Array.from(container.querySelectorAll('li'));
    show(1, items()[0]!, items()[2]!);
    vi.advanceTimersByTime(SEEN_MS + BATCH_MS);
    expect(pushed()).toEqual([
      {
        event: 'view_item_list',
        ecommerce: {
          currency: 'RUB',
          item_list_name: 'Каталог / Кольца',
          items: [
            {
              item_id: 'A',
              item_name: 'Кольцо A',
              price: 100,
              index: 0,
              item_list_name: 'Каталог / Кольца',
            },
            {
              item_id: 'C',
              item_name: 'Кольцо C',
              price: 100,
              index: 2,
              item_list_name: 'Каталог / Кольца',
            },
          ],
        },
      },
    ]);
    // «Показать ещё»: a tile added later is watched too
    rerender(<Grid skus={['A', 'B', 'C', 'D']} />);
    await Promise.resolve(); // the MutationObserver's microtask
    show(1, items()[3]!);
    vi.advanceTimersByTime(SEEN_MS + BATCH_MS);
    expect(pushed()).toHaveLength(2);
    expect(pushed()[1]).toMatchObject({ ecommerce: { items: [{ item_id: 'D', index: 3 }] } });

    const link = items()[1]!.querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(pushed().at(-1)).toEqual({
      event: 'select_item',
      ecommerce: {
        currency: 'RUB',
        item_list_name: 'Каталог / Кольца',
        items: [
          {
            item_id: 'B',
            item_name: 'Кольцо B',
            price: 100,
            index: 1,
            item_list_name: 'Каталог / Кольца',
          },
        ],
      },
    });
    expect(window.localStorage.getItem('productLists')).toContain('"B","Каталог / Кольца"');
  });

  it('reads the items of server-drawn tiles from the list, once; a tile naming an unknown item is skipped', () => {
    // as the server draws them: the tile names its item, the list brings the items
    const { container } = render(
      <TrackedList
        listName="Каталог / Серьги"
        items={[{ item_id: 'S1', item_name: 'Серьги', price: 5 }]}
      >
        <li data-analytics-item="S1">
          <a href="/product/s1/">Серьги</a>
        </li>
        <li data-analytics-item="S2">
          <a href="/product/s2/">Неизвестные</a>
        </li>
      </TrackedList>,
    );
    const [known, unknown] = Array.from(container.querySelectorAll('li'));
    show(1, known!, unknown!);
    vi.advanceTimersByTime(SEEN_MS + BATCH_MS);
    expect(pushed().at(-1)).toEqual({
      event: 'view_item_list',
      ecommerce: {
        currency: 'RUB',
        item_list_name: 'Каталог / Серьги',
        items: [
          {
            item_id: 'S1',
            item_name: 'Серьги',
            price: 5,
            index: 0,
            item_list_name: 'Каталог / Серьги',
          },
        ],
      },
    });
  });
});
