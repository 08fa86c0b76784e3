/** Yandex Maps renders hint and balloon content as HTML: every API string is escaped first. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

const COLOR = /^#(?:[\da-f]{3}|[\da-f]{6})$/i;

/** A metro line colour safe to put into a style; grey for anything unexpected. */
export function safeLineColor(color: string): string {
  return COLOR.test(color) ? color : '#999999';
}

/** «● м. Арбатская» for a hint or balloon: the line colour as a dot, the station name escaped. */
export function subwayHtml(subway: { name: string; color: string } | null | undefined): string {
  if (!subway) return '';
  const dot = `<span aria-hidden="true" style="display:inline-block;width:8px;height:8px;margin-right:4px;border-radius:50%;background:${safeLineColor(subway.color)}"></span>`;
  return `<div>${dot}м. ${escapeHtml(subway.name)}</div>`;
}
