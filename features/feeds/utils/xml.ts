/**
 * Characters XML 1.0 cannot carry at all, not even escaped (control characters, lone surrogates,
 * U+FFFE/U+FFFF): a feed with one of them is not well-formed, and a marketplace rejects it whole.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text or an attribute value made safe for XML: the five markup characters escaped, the rest dropped. */
export function escapeXml(value: string | number): string {
  return String(value)
    .replace(NOT_XML, '')
    .replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

type Attributes = Record<string, string | number | undefined>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
}

/** `<name a="…">text</name>` with the text and the attributes escaped. */
export function xmlElement(name: string, text: string | number, attrs: Attributes = {}): string {
  return `<${name}${attributes(attrs)}>${escapeXml(text)}</${name}>`;
}

/** An element whose content is already XML (its own children, written by xmlElement). */
export function xmlParent(name: string, children: string, attrs: Attributes = {}): string {
  return `<${name}${attributes(attrs)}>${children}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
