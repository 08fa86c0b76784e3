/**
 * A page's CSS once (docs/adr/0015-css-once-in-a-document.md). With `experimental.inlineCss` Next
 * writes each stylesheet into the document's `<style>` and again as text into the flight data
 * inlined in the same document (once per layout that uses it). The browser never reads those
 * copies: React finds each stylesheet's `<style>` in the document by its `href` and adopts it. So a
 * page the proxy serves leaves them out: a stylesheet the document's `<style>` holds loses its
 * element and its text row in the flight data.
 *
 * Anything unexpected (a flight row this does not know, a stylesheet the document lacks) leaves the
 * page as Next rendered it.
 */

/** An inline flight script of text: `self.__next_f.push([1,"…"])`, as Next writes it. */
const FLIGHT_SCRIPT = /<script\b[^>]*>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;

const SCRIPT_END = '])</script>';

/** React's hoisted styles: one `<style data-precedence data-href="a.css b.css">` per precedence. */
const HOISTED_STYLE = /<style\b[^>]*\bdata-href="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g;

/** Row tags whose row is a byte length and that many bytes (React's flight client). */
const LENGTH_TAGS = new Set([...'TAOobUSsLlGgMmV'].map((tag) => tag.charCodeAt(0)));
const TEXT_TAG = 'T'.charCodeAt(0);

/** What `htmlEscapeJsonString` of Next escapes in an inline script's JSON. */
const SCRIPT_ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

type Row = {
  id: string;
  /** byte offsets in the flight data: the row, and its payload after `id:` (and a tag) */
  start: number;
  end: number;
  body: number;
  kind: 'model' | 'text' | 'other';
};

/** The rows of the flight data, or null when it holds a row this does not know how to read. */
function readRows(flight: Buffer): Row[] | null {
  const rows: Row[] = [];
  let at = 0;
  while (at < flight.length) {
    const colon = flight.indexOf(0x3a, at);
    if (colon < 0) return null;
    const id = flight.toString('latin1', at, colon);
    if (!/^[0-9a-f]*$/.test(id)) return null;
    const tag = flight[colon + 1] ?? 0;
    if (tag === TEXT_TAG) {
      const comma = flight.indexOf(0x2c, colon + 2);
      const length = Number.parseInt(flight.toString('latin1', colon + 2, comma), 16);
      if (comma < 0 || !Number.isSafeInteger(length) || comma + 1 + length > flight.length) {
        return null;
      }
      rows.push({ id, start: at, end: comma + 1 + length, body: comma + 1, kind: 'text' });
    } else if (LENGTH_TAGS.has(tag)) {
      return null; // binary rows are not inlined as text
    } else {
      const newline = flight.indexOf(0x0a, colon + 1);
      const end = newline < 0 ? flight.length : newline + 1;
      const tagged = (tag >= 0x41 && tag <= 0x5a) || tag === 0x23 || tag === 0x72 || tag === 0x78;
      rows.push({
        id,
        start: at,
        end,
        body: colon + (tagged ? 2 : 1),
        kind: tagged ? 'other' : 'model',
      });
    }
    at = rows[rows.length - 1]!.end;
  }
  return rows;
}

type Element = [string, string, unknown, Record<string, unknown>];

function isStylesheetElement(value: unknown, inDocument: Set<string>): value is Element {
  if (!Array.isArray(value) || value[0] !== '$' || value[1] !== 'style') return false;
  const props = value[3] as Record<string, unknown> | null;
  return (
    typeof props === 'object' &&
    props !== null &&
    typeof props.precedence === 'string' &&
    typeof props.href === 'string' &&
    inDocument.has(props.href) &&
    typeof props.children === 'string' &&
    props.children !== ''
  );
}

/** Notes the text row a stylesheet element refers to (`"children":"$3f"`), if any. */
function noteText(element: Element, refs: Set<string>): void {
  const text = element[3].children as string;
  if (/^\$[0-9a-f]+$/.test(text)) refs.add(text.slice(1));
}

/**
 * One model row without the stylesheet elements the document holds (a row that is one becomes
 * `null`), noting the text rows they referred to; undefined when the row has none.
 */
function withoutStylesheets(model: unknown, inDocument: Set<string>, refs: Set<string>): unknown {
  let changed = false;
  const drop = (element: Element) => {
    noteText(element, refs);
    changed = true;
  };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      // a list of children loses the element; an element's own slots are only walked
      for (let index = value.length - 1; index >= 0; index -= 1) {
        const item: unknown = value[index];
        if (value[0] !== '$' && isStylesheetElement(item, inDocument)) {
          drop(item);
          value.splice(index, 1);
        } else visit(item);
      }
    } else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      for (const [key, item] of Object.entries(record)) {
        if (isStylesheetElement(item, inDocument)) {
          drop(item);
          record[key] = null;
        } else visit(item);
      }
    }
  };
  if (isStylesheetElement(model, inDocument)) {
    noteText(model, refs);
    return null;
  }
  visit(model);
  return changed ? model : undefined;
}

/** The stylesheets whose text the document's hoisted `<style>` elements hold. */
function stylesheetsInDocument(html: string): Set<string> {
  const hrefs = new Set<string>();
  for (const [, hrefList = '', text = ''] of html.matchAll(HOISTED_STYLE)) {
    if (text.trim()) for (const href of hrefList.split(' ')) if (href) hrefs.add(href);
  }
  return hrefs;
}

function scriptString(text: string): string {
  return JSON.stringify(text).replace(/[&><\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char]!);
}

/** The page with each stylesheet's text once: in its `<style>`, not again in the flight data. */
export function withoutFlightCss(html: string): string {
  try {
    return slimmed(html);
  } catch {
    return html; // a flight script this cannot read (docs/adr/0015): the page as rendered
  }
}

function slimmed(html: string): string {
  const inDocument = stylesheetsInDocument(html);
  if (inDocument.size === 0) return html;
  const scripts = [...html.matchAll(FLIGHT_SCRIPT)];
  if (scripts.length === 0) return html;
  const pieces = scripts.map((script) => Buffer.from(JSON.parse(script[1]!) as string, 'utf8'));
  const flight = Buffer.concat(pieces);
  const rows = readRows(flight);
  if (!rows) return html;

  const refs = new Set<string>();
  const rewritten = new Map<Row, string>();
  for (const row of rows) {
    if (row.kind !== 'model') continue;
    const payload = flight.toString('utf8', row.body, row.end);
    if (!payload.includes('"style"')) continue;
    const model: unknown = JSON.parse(payload);
    const slim = withoutStylesheets(model, inDocument, refs);
    if (slim !== undefined) {
      const head = flight.toString('utf8', row.start, row.body);
      rewritten.set(row, `${head}${JSON.stringify(slim)}${payload.endsWith('\n') ? '\n' : ''}`);
    }
  }
  if (rewritten.size === 0) return html;
  const dropped = rows.filter((row) => row.kind === 'text' && refs.has(row.id));
  const texts = new Map(
    rows.map((row) => [row, rewritten.get(row) ?? flight.toString('utf8', row.start, row.end)]),
  );
  for (const row of dropped) texts.delete(row);
  // a text row something else still refers to: the page stays as rendered
  const referred = new Set(
    [...[...texts.values()].join('').matchAll(/"\$[A-Za-z@]?([0-9a-f]+)[":]/g)].map(([, id]) => id),
  );
  if (dropped.some((row) => referred.has(row.id))) return html;

  // each row goes into the script its first byte was in
  const ends: number[] = [];
  pieces.reduce((sum, piece) => (ends.push(sum + piece.length), sum + piece.length), 0);
  const perScript = scripts.map(() => [] as string[]);
  for (const [row, text] of texts) {
    const index = ends.findIndex((end) => row.start < end);
    perScript[index]!.push(text);
  }
  let out = '';
  let last = 0;
  scripts.forEach((script, index) => {
    const start = script.index;
    out += html.slice(last, start);
    const text = perScript[index]!.join('');
    if (text) {
      const [whole, json = ''] = script;
      out += `${whole.slice(0, whole.length - json.length - SCRIPT_END.length)}${scriptString(text)}${SCRIPT_END}`;
    }
    last = start + script[0].length;
  });
  return out + html.slice(last);
}
