import { metalByCode, stoneByCode } from '../seed/materials';

import { isShape, drawShape, type Shape } from './shapes';
import { paintDefs, paintFor, svgDocument } from './svg-kit';

/**
 * Product images are named by what they show: `<shape>_<metal>_<stone>_<variant>.svg`, so the file can
 * be drawn again from its name alone (the media route does that if the folder was wiped).
 */
export type ProductImageSpec = { shape: Shape; metal: string; stone: string; variant: number };

export const IMAGE_VARIANTS = 4;
const NO_METAL_COLOR = '#E3B65C';

export function productImageName(spec: ProductImageSpec, size: 'lg' | 'sm'): string {
  const base = `${spec.shape}_${spec.metal}_${spec.stone}_${spec.variant}`;
  return size === 'lg' ? `${base}.svg` : `${base}-sm.svg`;
}

export function parseProductImageName(
  file: string,
): { spec: ProductImageSpec; size: 'lg' | 'sm' } | null {
  const match = /^([a-z-]+)_([a-z0-9]+)_([a-z]+)_(\d)(-sm)?\.svg$/.exec(file);
  if (!match) return null;
  const [, shape = '', metal = '', stone = '', variant = '', small] = match;
  const variantNumber = Number(variant);
  if (!isShape(shape) || variantNumber < 1 || variantNumber > IMAGE_VARIANTS) return null;
  if (metal !== 'none' && !metalByCode(metal)) return null;
  if (stone !== 'none' && !stoneByCode(stone)) return null;
  return { spec: { shape, metal, stone, variant: variantNumber }, size: small ? 'sm' : 'lg' };
}

const BACKGROUNDS = [
  '<radialGradient id="bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#f1ebe4"/></radialGradient>',
  '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f1ec"/><stop offset="1" stop-color="#e7ddd3"/></linearGradient>',
  '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef3f6"/><stop offset="1" stop-color="#dde6ec"/></linearGradient>',
  '<radialGradient id="bg" cx="0.5" cy="0.45" r="0.8"><stop offset="0" stop-color="#4a3a4f"/><stop offset="1" stop-color="#241c28"/></radialGradient>',
];

// Each variant frames the same piece differently, like the several photos of a product card.
const FRAMES = [
  '',
  'rotate(-12 400 400) translate(400 400) scale(1.12) translate(-400 -400)',
  'translate(400 360) scale(0.8) translate(-400 -400)',
  'rotate(9 400 400) translate(400 400) scale(0.92) translate(-400 -400)',
];

export function renderProductImage(spec: ProductImageSpec, size: 'lg' | 'sm'): string {
  const metalColor = metalByCode(spec.metal)?.color ?? NO_METAL_COLOR;
  const stoneColor = stoneByCode(spec.stone)?.color ?? null;
  const paint = paintFor('p', metalColor, stoneColor);
  const index = spec.variant - 1;
  const pedestal =
    index === 2 ? '<ellipse cx="400" cy="700" rx="250" ry="40" fill="#c9d3da"/>' : '';
  const body = `${pedestal}<g filter="url(#pf)" transform="${FRAMES[index] ?? ''}">${drawShape(spec.shape, paint)}</g>`;
  const defs = `${paintDefs('p', metalColor, stoneColor)}${BACKGROUNDS[index] ?? BACKGROUNDS[0]}`;
  const svg = svgDocument(800, 800, defs, '<rect width="800" height="800" fill="url(#bg)"/>', body);
  // The small image is the same drawing with a smaller intrinsic size (the viewBox keeps the layout).
  return size === 'lg'
    ? svg
    : svg.replace('width="800" height="800" viewBox', 'width="300" height="300" viewBox');
}
