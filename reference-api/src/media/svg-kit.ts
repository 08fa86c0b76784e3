/** Small SVG building blocks shared by the product, category, collection and banner images. */

export type Paint = {
  /** Fill reference of the metal gradient. */
  metal: string;
  /** Fill reference of the stone gradient, null when the piece has no insert. */
  stone: string | null;
  metalDark: string;
  stoneDark: string;
};

function channel(hex: string, index: number): number {
  return parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
}

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  const parts = [0, 1, 2].map((index) => {
    const value = Math.round(channel(hex, index) * (1 - weight) + target * weight);
    return value.toString(16).padStart(2, '0');
  });
  return `#${parts.join('')}`;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Gradient and filter definitions; `id` keeps several drawings on one page from clashing. */
export function paintDefs(id: string, metalColor: string, stoneColor: string | null): string {
  const metal = `<linearGradient id="${id}m" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${shade(metalColor, 0.55)}"/><stop offset="0.35" stop-color="${metalColor}"/>
<stop offset="0.65" stop-color="${shade(metalColor, -0.3)}"/><stop offset="1" stop-color="${shade(metalColor, 0.35)}"/></linearGradient>`;
  const stone = stoneColor
    ? `<radialGradient id="${id}s" cx="0.35" cy="0.3" r="0.8">
<stop offset="0" stop-color="#ffffff"/><stop offset="0.3" stop-color="${shade(stoneColor, 0.25)}"/>
<stop offset="0.8" stop-color="${stoneColor}"/><stop offset="1" stop-color="${shade(stoneColor, -0.45)}"/></radialGradient>`
    : '';
  // The classic blur/offset/merge chain rather than feDropShadow, which some renderers skip.
  const shadow = `<filter id="${id}f" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur in="SourceAlpha" stdDeviation="12"/><feOffset dy="14" result="o"/><feFlood flood-color="#3b2f2a" flood-opacity="0.25"/><feComposite in2="o" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
  return metal + stone + shadow;
}

export function paintFor(id: string, metalColor: string, stoneColor: string | null): Paint {
  return {
    metal: `url(#${id}m)`,
    stone: stoneColor ? `url(#${id}s)` : null,
    metalDark: shade(metalColor, -0.4),
    stoneDark: stoneColor ? shade(stoneColor, -0.5) : '#000000',
  };
}

/** A faceted round stone in a metal bezel, with a highlight. */
export function gem(paint: Paint, cx: number, cy: number, r: number): string {
  if (!paint.stone)
    return `<circle cx="${cx}" cy="${cy}" r="${r * 0.6}" fill="${paint.metal}" stroke="${paint.metalDark}" stroke-width="2"/>`;
  const points = Array.from({ length: 8 }, (_, index) => {
    const angle = (Math.PI / 4) * index + Math.PI / 8;
    return `${(cx + Math.cos(angle) * r).toFixed(1)},${(cy + Math.sin(angle) * r).toFixed(1)}`;
  });
  const facets = points.map((point) => `M${cx},${cy}L${point}`).join('');
  const spark = r * 0.35;
  return `<circle cx="${cx}" cy="${cy}" r="${r * 1.18}" fill="${paint.metal}" stroke="${paint.metalDark}" stroke-width="2"/>
<polygon points="${points.join(' ')}" fill="${paint.stone}" stroke="${paint.stoneDark}" stroke-width="1.5"/>
<path d="${facets}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.2"/>
<path d="M${cx - r * 0.35},${cy - r * 0.55}l${spark * 0.2},${spark * 0.6}l${spark * 0.6},${spark * 0.2}l-${spark * 0.6},${spark * 0.2}l-${spark * 0.2},${spark * 0.6}l-${spark * 0.2},-${spark * 0.6}l-${spark * 0.6},-${spark * 0.2}l${spark * 0.6},-${spark * 0.2}z" fill="#ffffff" fill-opacity="0.9"/>`;
}

/** A metal band seen at an angle (ellipse stroke) with a thin inner edge for depth. */
export function band(
  paint: Paint,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  width: number,
): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${paint.metal}" stroke-width="${width}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx - width / 2}" ry="${ry - width / 2}" fill="none" stroke="${paint.metalDark}" stroke-opacity="0.5" stroke-width="2"/>`;
}

/** Chain links placed along a quadratic curve from (x1,y1) through control (qx,qy) to (x2,y2). */
export function chainLinks(
  paint: Paint,
  x1: number,
  y1: number,
  qx: number,
  qy: number,
  x2: number,
  y2: number,
  count: number,
  size: number,
): string {
  const links: string[] = [];
  for (let index = 0; index <= count; index += 1) {
    const t = index / count;
    const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * qx + t ** 2 * x2;
    const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * qy + t ** 2 * y2;
    const dx = 2 * (1 - t) * (qx - x1) + 2 * t * (x2 - qx);
    const dy = 2 * (1 - t) * (qy - y1) + 2 * t * (y2 - qy);
    const angle = (Math.atan2(dy, dx) * 180) / Math.PI;
    const ry = index % 2 === 0 ? size * 0.55 : size * 0.3;
    links.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${size}" ry="${ry}" transform="rotate(${angle.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="none" stroke="${paint.metal}" stroke-width="${(size * 0.35).toFixed(1)}"/>`,
    );
  }
  return links.join('');
}

/** Wraps a drawing in an SVG document with a soft background. */
export function svgDocument(
  width: number,
  height: number,
  defs: string,
  background: string,
  body: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${background}${body}</svg>\n`;
}
