import { escapeXml, svgDocument } from '../../media/svg-kit';

/** A stamped gold bar (400×300), drawn on request: purity and weight on its face. */
export function renderGoldBar(weightG: number, purity: string): string {
  const weight = `${String(weightG).replace('.', ',')} г`;
  const defs =
    '<linearGradient id="au" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7e08a"/><stop offset="0.5" stop-color="#d9a93a"/><stop offset="1" stop-color="#a8741c"/></linearGradient>' +
    '<radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#efe8dd"/></radialGradient>';
  const body =
    '<path d="M70,240 L110,70 H290 L330,240z" fill="url(#au)" stroke="#8a5e14" stroke-width="3"/>' +
    '<path d="M110,70 H290 L300,110 H100z" fill="#fff6cc" fill-opacity="0.35"/>' +
    '<rect x="120" y="120" width="160" height="96" rx="8" fill="none" stroke="#8a5e14" stroke-opacity="0.6" stroke-width="2"/>' +
    `<text x="200" y="160" text-anchor="middle" font-family="Georgia, serif" font-size="30" fill="#5c3d0a">${escapeXml(weight)}</text>` +
    `<text x="200" y="198" text-anchor="middle" font-family="Georgia, serif" font-size="22" fill="#5c3d0a">Au ${escapeXml(purity)}</text>`;
  return svgDocument(400, 300, defs, '<rect width="400" height="300" fill="url(#bg)"/>', body);
}
