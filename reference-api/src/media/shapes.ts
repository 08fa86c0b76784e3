import { band, chainLinks, gem, type Paint } from './svg-kit';

/** Every drawing of a product image; kinds of jewellery map onto these. */
export const SHAPES = [
  'ring',
  'wedding-ring',
  'signet',
  'studs',
  'hoops',
  'drops',
  'cuff',
  'pendant',
  'letter',
  'cross',
  'icon',
  'chain',
  'necklace',
  'bracelet',
  'bangle',
  'beads',
  'brooch',
  'piercing',
  'watch',
  'spoon',
  'cup',
  'figurine',
  'giftcard',
  'gemstone',
  'cufflinks',
  'tie-clip',
  'box',
] as const;
export type Shape = (typeof SHAPES)[number];

export function isShape(value: string): value is Shape {
  return (SHAPES as readonly string[]).includes(value);
}

type Draw = (paint: Paint) => string;

const bail = (p: Paint, cx: number, top: number): string =>
  `<path d="M${cx - 120},${top - 200} Q${cx},${top + 60} ${cx + 120},${top - 200}" fill="none" stroke="${p.metal}" stroke-width="5"/>
<ellipse cx="${cx}" cy="${top}" rx="16" ry="24" fill="none" stroke="${p.metal}" stroke-width="9"/>`;

const hook = (p: Paint, cx: number, top: number): string =>
  `<path d="M${cx},${top} q-34,-70 0,-100 q34,-18 26,44" fill="none" stroke="${p.metal}" stroke-width="8" stroke-linecap="round"/>`;

const DRAW: Record<Shape, Draw> = {
  ring: (p) => `${band(p, 400, 470, 190, 120, 34)}${gem(p, 400, 330, 62)}`,
  'wedding-ring': (p) =>
    `${band(p, 330, 430, 170, 110, 40)}${band(p, 480, 470, 170, 110, 30)}${p.stone ? gem(p, 480, 362, 18) + gem(p, 430, 365, 14) + gem(p, 530, 365, 14) : ''}`,
  signet: (p) =>
    `${band(p, 400, 480, 180, 115, 40)}<rect x="300" y="270" width="200" height="140" rx="36" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="3"/>${p.stone ? `<rect x="330" y="292" width="140" height="96" rx="22" fill="${p.stone}" stroke="${p.stoneDark}" stroke-width="2"/>` : `<path d="M350,340h100M400,300v80" stroke="${p.metalDark}" stroke-width="6" stroke-opacity="0.4"/>`}`,
  studs: (p) =>
    `${gem(p, 290, 400, 72)}${gem(p, 510, 400, 72)}<rect x="282" y="480" width="16" height="90" fill="${p.metal}"/><rect x="502" y="480" width="16" height="90" fill="${p.metal}"/>`,
  hoops: (p) =>
    `<circle cx="280" cy="420" r="130" fill="none" stroke="${p.metal}" stroke-width="22"/><circle cx="520" cy="420" r="130" fill="none" stroke="${p.metal}" stroke-width="22"/>${p.stone ? gem(p, 280, 550, 16) + gem(p, 520, 550, 16) : ''}`,
  drops: (p) =>
    `${hook(p, 280, 300)}${hook(p, 520, 300)}<path d="M280,300v120M520,300v120" stroke="${p.metal}" stroke-width="6"/>${gem(p, 280, 480, 56)}${gem(p, 520, 480, 56)}`,
  cuff: (p) =>
    `<path d="M300,560 C200,420 260,220 430,200 C560,190 600,300 560,380" fill="none" stroke="${p.metal}" stroke-width="30" stroke-linecap="round"/>${p.stone ? gem(p, 330, 300, 22) + gem(p, 420, 245, 22) + gem(p, 520, 270, 22) : ''}`,
  pendant: (p) =>
    `${bail(p, 400, 300)}<path d="M400,620 C250,520 230,380 320,340 C370,320 400,360 400,380 C400,360 430,320 480,340 C570,380 550,520 400,620z" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="3"/>${gem(p, 400, 450, 44)}`,
  letter: (p) =>
    `${bail(p, 400, 290)}<text x="400" y="600" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="300" font-weight="700" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="3">А</text>`,
  cross: (p) =>
    `${bail(p, 400, 230)}<path d="M370,260h60v80h90v60h-90v200h-60v-200h-90v-60h90z" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="3"/>${p.stone ? gem(p, 400, 370, 18) : ''}`,
  icon: (p) =>
    `${bail(p, 400, 250)}<ellipse cx="400" cy="440" rx="130" ry="170" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="4"/><ellipse cx="400" cy="440" rx="105" ry="145" fill="none" stroke="${p.metalDark}" stroke-width="3" stroke-opacity="0.5"/><circle cx="400" cy="390" r="48" fill="none" stroke="${p.metalDark}" stroke-width="5" stroke-opacity="0.6"/><path d="M340,520 Q400,450 460,520 L460,560 L340,560z" fill="${p.metalDark}" fill-opacity="0.35"/>`,
  chain: (p) => chainLinks(p, 170, 180, 400, 900, 630, 180, 34, 20),
  necklace: (p) =>
    `${chainLinks(p, 170, 160, 400, 760, 630, 160, 30, 14)}${gem(p, 400, 470, 46)}${gem(p, 320, 440, 26)}${gem(p, 480, 440, 26)}`,
  bracelet: (p) =>
    `${chainLinks(p, 180, 420, 400, 130, 620, 420, 18, 20)}${chainLinks(p, 180, 420, 400, 700, 620, 420, 18, 20)}${p.stone ? gem(p, 400, 565, 30) : ''}`,
  bangle: (p) =>
    `${band(p, 400, 420, 230, 150, 30)}${p.stone ? gem(p, 330, 561, 16) + gem(p, 400, 569, 18) + gem(p, 470, 561, 16) : ''}`,
  beads: (p) =>
    Array.from({ length: 21 }, (_, i) => {
      const t = i / 20;
      const x = (1 - t) ** 2 * 160 + 2 * (1 - t) * t * 400 + t ** 2 * 640;
      const y = (1 - t) ** 2 * 170 + 2 * (1 - t) * t * 820 + t ** 2 * 170;
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="26" fill="${p.stone ?? p.metal}" stroke="${p.stoneDark}" stroke-opacity="0.4"/>`;
    }).join(''),
  brooch: (p) =>
    `${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="400" cy="300" rx="60" ry="110" transform="rotate(${a} 400 400)" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="3"/>`).join('')}${gem(p, 400, 400, 50)}`,
  piercing: (p) =>
    `<path d="M300,420 A110,110 0 1,0 500,420" fill="none" stroke="${p.metal}" stroke-width="16" stroke-linecap="round"/><circle cx="300" cy="420" r="20" fill="${p.metal}"/>${gem(p, 500, 420, 34)}`,
  watch: (p) =>
    `<rect x="330" y="100" width="140" height="600" rx="30" fill="${p.metal}" fill-opacity="0.75"/><circle cx="400" cy="400" r="150" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="4"/><circle cx="400" cy="400" r="120" fill="#fbfaf7" stroke="${p.metalDark}" stroke-width="2"/>${Array.from({ length: 12 }, (_, i) => `<rect x="397" y="290" width="6" height="18" fill="${p.metalDark}" transform="rotate(${i * 30} 400 400)"/>`).join('')}<path d="M400,400L400,320M400,400L460,430" stroke="#2b2b2b" stroke-width="7" stroke-linecap="round"/>${p.stone ? gem(p, 400, 262, 10) : ''}`,
  spoon: (p) =>
    `<ellipse cx="400" cy="260" rx="95" ry="130" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="3"/><path d="M385,385 L370,690 Q400,720 430,690 L415,385z" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="3"/>${p.stone ? gem(p, 400, 650, 14) : ''}`,
  cup: (p) =>
    `<path d="M270,220 L300,600 Q400,650 500,600 L530,220z" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="4"/><ellipse cx="400" cy="220" rx="130" ry="30" fill="${p.metalDark}" fill-opacity="0.35"/><path d="M530,300 q90,20 60,130 q-20,60 -75,60" fill="none" stroke="${p.metal}" stroke-width="20"/>`,
  figurine: (p) =>
    `<ellipse cx="400" cy="440" rx="150" ry="190" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="4"/><circle cx="345" cy="360" r="38" fill="#fbfaf7"/><circle cx="455" cy="360" r="38" fill="#fbfaf7"/><circle cx="345" cy="360" r="16" fill="${p.stone ?? '#2b2b2b'}"/><circle cx="455" cy="360" r="16" fill="${p.stone ?? '#2b2b2b'}"/><path d="M385,410 l15,25 l15,-25z" fill="${p.metalDark}"/>`,
  giftcard: () =>
    `<rect x="130" y="220" width="540" height="340" rx="28" fill="#7a1f3d"/><rect x="150" y="240" width="500" height="300" rx="20" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/><path d="M470,220v340M130,390h540" stroke="#e9c35a" stroke-width="18"/><text x="160" y="290" font-family="Arial, sans-serif" font-size="34" fill="#ffffff">Подарочный</text><text x="160" y="330" font-family="Arial, sans-serif" font-size="34" fill="#ffffff">сертификат</text>`,
  gemstone: (p) =>
    `<polygon points="250,330 320,250 480,250 550,330 400,600" fill="${p.stone ?? p.metal}" stroke="${p.stoneDark}" stroke-width="3"/><path d="M250,330H550M320,250L360,330L400,250L440,330L480,250M360,330L400,600L440,330" stroke="#ffffff" stroke-opacity="0.45" stroke-width="2" fill="none"/>`,
  cufflinks: (p) =>
    `<rect x="190" y="300" width="180" height="180" rx="30" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="3"/><rect x="430" y="300" width="180" height="180" rx="30" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="3"/>${p.stone ? `<rect x="225" y="335" width="110" height="110" rx="16" fill="${p.stone}"/><rect x="465" y="335" width="110" height="110" rx="16" fill="${p.stone}"/>` : ''}`,
  'tie-clip': (p) =>
    `<rect x="160" y="360" width="480" height="44" rx="12" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="3"/><path d="M190,404 L600,430" stroke="${p.metal}" stroke-width="14"/>${p.stone ? gem(p, 560, 382, 16) : ''}`,
  box: (p) =>
    `<rect x="210" y="360" width="380" height="230" rx="18" fill="#6d1f36"/><path d="M210,360 L250,230 H550 L590,360z" fill="#8a2a48"/><rect x="380" y="350" width="40" height="30" rx="6" fill="${p.metal}"/>`,
};

export function drawShape(shape: Shape, paint: Paint): string {
  return DRAW[shape](paint);
}
