/**
 * Markdown building blocks for the views written for shopping assistants (docs/assistants.md):
 * text from the catalogue is escaped so that a product named «Кольцо *Звезда* [new]» stays text and
 * never becomes emphasis, a link or raw HTML.
 */

/** Characters with a meaning anywhere in a line (emphasis, code, links, HTML, tables, strikes). */
const INLINE_SPECIALS = /[\\`*_[\]<>|~]/g;
/** A line that would start a heading, a quote, a list or a rule. */
const BLOCK_START = /^(\s*)([#>+-]|\d+[.)])/;

/** Control characters other than tab and newline: no reader wants them. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Text on one line that may start a line or follow a list marker (a heading, a list item's first
 * words): whitespace collapsed, specials escaped, a block marker at its start too.
 */
export function mdInline(text: string): string {
  return escapeLine(oneLine(text));
}

/** Text in the middle of a line («Размеры: 17.5, 18»): no block can start there. */
export function mdSpan(text: string): string {
  return oneLine(text).replace(INLINE_SPECIALS, (char) => `\\${char}`);
}

const oneLine = (text: string) => text.replace(CONTROL, '').replace(/\s+/g, ' ').trim();

/** A paragraph-preserving text (a description): each line escaped, blank lines kept. */
export function mdText(text: string): string {
  return text
    .replace(CONTROL, '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => escapeLine(line.replace(/[ \t]+/g, ' ').trim()))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function escapeLine(line: string): string {
  const escaped = line.replace(INLINE_SPECIALS, (char) => `\\${char}`);
  // `\\$2` escapes the marker itself: «- 5» → «\- 5», «1. Кольцо» → «1\. Кольцо»
  return escaped.replace(BLOCK_START, (_match, space: string, marker: string) =>
    /^\d/.test(marker)
      ? `${space}${marker.slice(0, -1)}\\${marker.slice(-1)}`
      : `${space}\\${marker}`,
  );
}

/** A link destination that cannot end the link early: spaces and parentheses percent-encoded. */
export function mdUrl(url: string): string {
  return url.replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');
}

/** `[label](url)` with the label escaped. */
export function mdLink(label: string, url: string): string {
  return `[${mdInline(label)}](${mdUrl(url)})`;
}

/** Joins blocks with one blank line between them and a newline at the end. */
export function mdDocument(blocks: (string | null | false | undefined)[]): string {
  return `${blocks.filter((block): block is string => Boolean(block)).join('\n\n')}\n`;
}
