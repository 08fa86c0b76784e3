import { metalByCode, stoneByCode } from '../seed/materials';

import { drawShape, type Shape } from './shapes';
import { escapeXml, paintDefs, paintFor, shade, svgDocument } from './svg-kit';

/** A wide promo picture: title and subtitle on the left, a drawn piece of jewellery on the right. */
export type BannerArt = {
  title: string;
  subtitle: string | null;
  shape: Shape;
  metal: string;
  stone: string;
  /** Background base colour. */
  tone: string;
  width: number;
  height: number;
};

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function renderBanner(art: BannerArt): string {
  const { width, height } = art;
  const metalColor = metalByCode(art.metal)?.color ?? '#E3B65C';
  const stoneColor = stoneByCode(art.stone)?.color ?? null;
  const paint = paintFor('b', metalColor, stoneColor);
  const defs = `${paintDefs('b', metalColor, stoneColor)}<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(art.tone, 0.15)}"/><stop offset="1" stop-color="${shade(art.tone, -0.35)}"/></linearGradient>`;
  const portrait = height > width;
  const strip = !portrait && height / width < 0.25;
  const titleSize = Math.round(Math.min(width, height) * (portrait ? 0.1 : strip ? 0.2 : 0.13));
  // Text keeps clear of the drawing on the right: wrap by the width left for it (~0.6 em a glyph).
  const textWidth = portrait
    ? width * 0.88
    : width - (strip ? height : height * 0.95) - width * 0.14;
  const titleLines = wrap(art.title, Math.max(8, Math.floor(textWidth / (titleSize * 0.6))));
  const textX = Math.round(width * 0.06);
  let y = Math.round(height * (portrait ? 0.12 : strip ? 0.12 : 0.3)) + titleSize;
  const texts = titleLines.map((line) => {
    const row = `<text x="${textX}" y="${y}" font-family="Georgia, 'Times New Roman', serif" font-size="${titleSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`;
    y += Math.round(titleSize * 1.15);
    return row;
  });
  const subSize = Math.round(titleSize * 0.42);
  for (const line of wrap(art.subtitle ?? '', Math.floor(textWidth / (subSize * 0.55)))) {
    texts.push(
      `<text x="${textX}" y="${y + subSize}" font-family="Arial, Helvetica, sans-serif" font-size="${subSize}" fill="#ffffff" fill-opacity="0.88">${escapeXml(line)}</text>`,
    );
    y += Math.round(subSize * 1.4);
  }
  const artSize = portrait ? width * 0.9 : height * 0.95;
  const artX = portrait ? (width - artSize) / 2 : width - artSize - width * 0.04;
  const artY = portrait ? height - artSize - height * 0.03 : (height - artSize) / 2;
  const scale = (artSize / 800).toFixed(4);
  const piece = `<g transform="translate(${artX.toFixed(1)} ${artY.toFixed(1)}) scale(${scale})" filter="url(#bf)">${drawShape(art.shape, paint)}</g>`;
  const glow = `<circle cx="${(artX + artSize / 2).toFixed(1)}" cy="${(artY + artSize / 2).toFixed(1)}" r="${(artSize * 0.42).toFixed(1)}" fill="#ffffff" fill-opacity="0.12"/>`;
  return svgDocument(
    width,
    height,
    defs,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `${glow}${piece}${texts.join('')}`,
  );
}
