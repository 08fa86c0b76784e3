import { act, use, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { paintFirst, replayAfterHydration } from './paint-first';

const HYDRATED = 'test:hydrated';

/** A server-rendered form like the header search: a controlled field, a toggle, a checkbox, a link. */
function Shop({ onSearch, onToggle }: { onSearch: (text: string) => void; onToggle: () => void }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [sort, setSort] = useState('popular');
  // the root's effects run after its children's: app/providers.tsx sends the event like this
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED));
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="Поиск" value={text} onChange={(event) => setText(event.target.value)} />
      <button
        type="button"
        onClick={() => {
          onToggle();
          setOpen((was) => !was);
        }}
      >
        <svg aria-hidden="true">
          <path d="M0 0h1" />
        </svg>
        Каталог
      </button>
      {open ? <p>Меню открыто</p> : null}
      <label>
        <input type="checkbox" checked={agreed} onChange={() => setAgreed((was) => !was)} />
        Согласен
      </label>
      <p>{agreed ? 'Согласие дано' : 'Нет согласия'}</p>
      <select
        aria-label="Сортировка"
        value={sort}
        onChange={(event) => setSort(event.target.value)}
      >
        <option value="popular">Популярные</option>
        <option value="price_asc">Сначала дешевле</option>
      </select>
      <p>Порядок: {sort}</p>
      <a href="#about">О компании</a>
    </form>
  );
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  // React marks the document as listening too; each test is a page of its own
  for (const key of Object.keys(document)) {
    if (key.startsWith('_reactListening'))
      delete (document as unknown as Record<string, unknown>)[key];
  }
});

/** Lets the replay's tasks run: it replays one event per task after the hydrated event. */
const replayed = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** The page as served: the server's HTML, shown and used before its scripts (React) have run. */
function serve(props: Parameters<typeof Shop>[0]) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Shop {...props} />);
  document.body.append(container);
  replayAfterHydration(window, HYDRATED);
  return {
    container,
    field: container.querySelector('input:not([type])') as HTMLInputElement,
    button: container.querySelector('button')!,
    checkbox: container.querySelector('input[type="checkbox"]') as HTMLInputElement,
    link: container.querySelector('a')!,
    label: container.querySelector('label')!,
    select: container.querySelector('select')!,
    form: container.querySelector('form')!,
    hydrate: async () => {
      await act(async () => {
        root = hydrateRoot(container, <Shop {...props} />);
      });
      await replayed();
    },
  };
}

const click = (target: Element) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('replayAfterHydration', () => {
  it('holds a click before hydration and dispatches it again once React has hydrated', async () => {
    const onToggle = vi.fn();
    const page = serve({ onSearch: vi.fn(), onToggle });
    // a tap on the button's icon
    expect(click(page.button.querySelector('path')!)).toBe(false);
    expect(onToggle).not.toHaveBeenCalled();
    await page.hydrate();
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(page.container.textContent).toContain('Меню открыто');
  });

  it.each(['checkbox', 'label'] as const)(
    'ticks a box at once when its %s is tapped, and tells React once hydrated',
    async (tapped) => {
      const page = serve({ onSearch: vi.fn(), onToggle: vi.fn() });
      page[tapped].click();
      expect(page.checkbox.checked).toBe(true);
      await page.hydrate();
      expect(page.checkbox.checked).toBe(true);
      expect(page.container.textContent).toContain('Согласие дано');
    },
  );

  it('leaves a box tapped twice as it was, in React too', async () => {
    const page = serve({ onSearch: vi.fn(), onToggle: vi.fn() });
    page.checkbox.click();
    page.label.click();
    expect(page.checkbox.checked).toBe(false);
    await page.hydrate();
    expect(page.checkbox.checked).toBe(false);
    expect(page.container.textContent).toContain('Нет согласия');
  });

  it('tells React the option chosen in a list before hydration', async () => {
    const page = serve({ onSearch: vi.fn(), onToggle: vi.fn() });
    page.select.value = 'price_asc';
    page.select.dispatchEvent(new Event('input', { bubbles: true }));
    page.select.dispatchEvent(new Event('change', { bubbles: true }));
    await page.hydrate();
    expect(page.select.value).toBe('price_asc');
    expect(page.container.textContent).toContain('Порядок: price_asc');
  });

  it('tells React the text typed before hydration, then sends the form held with it', async () => {
    const onSearch = vi.fn();
    const page = serve({ onSearch, onToggle: vi.fn() });
    page.field.value = 'кольцо';
    page.field.dispatchEvent(new Event('input', { bubbles: true }));
    page.field.value = 'кольцо с бриллиантом';
    page.field.dispatchEvent(new Event('input', { bubbles: true }));
    // Enter in the field: the browser's implicit submission
    expect(page.form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(
      false,
    );
    await page.hydrate();
    expect(page.field.value).toBe('кольцо с бриллиантом');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('кольцо с бриллиантом');
  });

  it('lets a link be followed at once and replays nothing for it', async () => {
    const onToggle = vi.fn();
    const page = serve({ onSearch: vi.fn(), onToggle });
    expect(click(page.link)).toBe(true);
    await page.hydrate();
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('skips what left the page before hydration and stops keeping events after it', async () => {
    const page = serve({ onSearch: vi.fn(), onToggle: vi.fn() });
    const gone = document.createElement('button');
    const onGone = vi.fn();
    gone.addEventListener('click', onGone);
    document.body.append(gone);
    click(gone);
    gone.remove();
    await page.hydrate();
    // the click itself reached it (only its default action is held), the replay did not
    expect(onGone).toHaveBeenCalledTimes(1);
    // hydrated: a click is the page's at once, not held
    let followed = false;
    act(() => {
      followed = click(page.button);
    });
    expect(followed).toBe(true);
    expect(page.container.textContent).toContain('Меню открыто');
  });

  it('leaves a click to React once React listens, before the page has said it is hydrated', async () => {
    const onToggle = vi.fn();
    const page = serve({ onSearch: vi.fn(), onToggle });
    // hydrateRoot attaches React's listeners at once and renders later; a click in between makes
    // React hydrate on the spot and run the handler itself
    root = hydrateRoot(page.container, <Shop onSearch={vi.fn()} onToggle={onToggle} />);
    act(() => {
      click(page.button);
    });
    await replayed();
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(page.container.textContent).toContain('Меню открыто');
  });

  it('keeps a click React drops while the code it hydrates with is still loading', async () => {
    const onToggle = vi.fn();
    const page = serve({ onSearch: vi.fn(), onToggle });
    let load = () => {};
    const loaded = new Promise<void>((resolve) => (load = resolve));
    // like a page whose client components' chunks have not arrived: hydration waits for them
    function Loading({ children }: { children: ReactNode }) {
      use(loaded);
      return children;
    }
    await act(async () => {
      root = hydrateRoot(
        page.container,
        <Loading>
          <Shop onSearch={vi.fn()} onToggle={onToggle} />
        </Loading>,
      );
    });
    // React listens, cannot hydrate yet, and drops the click
    act(() => {
      click(page.button);
    });
    expect(onToggle).not.toHaveBeenCalled();
    await act(async () => load());
    await replayed();
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(page.container.textContent).toContain('Меню открыто');
  });

  // typed again once React listens: after hydrateRoot, or after the hydrated signal but before
  // the replay's task
  it.each(['hydrateRoot', 'the hydrated signal'] as const)(
    'does not set a field back to what was typed before React listened (typed again after %s)',
    async (after) => {
      const onSearch = vi.fn();
      const page = serve({ onSearch, onToggle: vi.fn() });
      const type = (text: string) => {
        page.field.value = text;
        page.field.dispatchEvent(new Event('input', { bubbles: true }));
      };
      type('кольцо <script>');
      let signalled = false;
      window.addEventListener(HYDRATED, () => (signalled = true), { once: true });
      const start = () => {
        root = hydrateRoot(page.container, <Shop onSearch={onSearch} onToggle={vi.fn()} />);
      };
      if (after === 'hydrateRoot') start();
      else act(start);
      expect(signalled).toBe(after === 'the hydrated signal');
      act(() => type('кольцо'));
      await replayed();
      expect(page.field.value).toBe('кольцо');
      act(() => {
        page.form.requestSubmit();
      });
      expect(onSearch).toHaveBeenLastCalledWith('кольцо');
    },
  );

  it('is part of the inline script a paint-first page ships, before the loader', () => {
    const page =
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body></body></html>';
    const html = paintFirst(page, 'n');
    const script = /<script nonce="n">([\s\S]+?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script.indexOf('store:hydrated')).toBeGreaterThan(0);
    expect(script.indexOf('store:hydrated')).toBeLessThan(
      script.indexOf('/_next/static/chunks/a.js'),
    );
  });
});
