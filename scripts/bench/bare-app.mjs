// The physical limit the store is measured against: a bare Next.js App Router app of the same
// Next/React versions (resolved from the repo's node_modules, nothing downloaded), with a static
// page listing 32 items, a page rendering 32 items per request and the static page with a picture.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { root } from '../lib.mjs';

const LAYOUT = `export const metadata = {
  title: 'Голый Next.js',
  description: 'Эталонная страница Next.js для сравнения скорости магазина.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="ru">
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}
`;

const list = (priceExpression) => `
      <ul>
        {Array.from({ length: 32 }, (_, i) => (
          <li key={i}>
            <a href={'/item/' + (i + 1)}>Кольцо из золота №{i + 1}</a> — {${priceExpression}} ₽
          </li>
        ))}
      </ul>`;

const STATIC_PAGE = `export default function Page() {
  return (
    <>
      <h1>Украшения</h1>${list('10000 + i * 250')}
    </>
  );
}
`;

const DYNAMIC_PAGE = `import { connection } from 'next/server';

export default async function Page() {
  await connection();
  const base = Date.now() % 1000;
  return (
    <>
      <h1>Украшения</h1>${list('10000 + base + i * 250')}
    </>
  );
}
`;

/**
 * The bare static page with one picture as its largest paint, as the store's home, catalogue and
 * product pages have (a banner, a card, a photo): what a picture costs on its own, beside the
 * text-only reference. Same size as the store's banners, preloaded with high priority.
 */
const PICTURE_PAGE = `import { preload } from 'react-dom';

export default function Page() {
  preload('/hero.svg', { as: 'image', fetchPriority: 'high' });
  return (
    <>
      <img src="/hero.svg" alt="" width={1200} height={400} fetchPriority="high"
        style={{ width: '100%', height: 'auto', display: 'block' }} />
      <h1>Украшения</h1>${list('10000 + i * 250')}
    </>
  );
}
`;

/** A banner-like picture of about the store's banners' size (1.5–2 KB of SVG). */
const HERO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3e6d0"/><stop offset="1" stop-color="#c9a25b"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
${Array.from({ length: 12 }, (_, i) => `<circle cx="${100 + i * 90}" cy="${200 + ((i * 37) % 120) - 60}" r="${30 + ((i * 13) % 40)}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="6"/>`).join('\n')}
<text x="80" y="120" font-family="serif" font-size="64" fill="#3b2a10">Золото 585</text>
<text x="80" y="190" font-family="sans-serif" font-size="36" fill="#3b2a10">Скидки до 30 % на кольца и серьги</text>
</svg>
`;

/** Writes the bare app into bench/tmp/bare-app (git-ignored; node_modules resolve from the repo). */
export function writeBareApp() {
  const dir = join(root, 'bench', 'tmp', 'bare-app');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app', 'dyn'), { recursive: true });
  mkdirSync(join(dir, 'app', 'picture'), { recursive: true });
  mkdirSync(join(dir, 'public'), { recursive: true });
  writeFileSync(join(dir, 'app', 'picture', 'page.jsx'), PICTURE_PAGE);
  writeFileSync(join(dir, 'public', 'hero.svg'), HERO_SVG);
  writeFileSync(join(dir, 'app', 'layout.jsx'), LAYOUT);
  writeFileSync(join(dir, 'app', 'page.jsx'), STATIC_PAGE);
  writeFileSync(join(dir, 'app', 'dyn', 'page.jsx'), DYNAMIC_PAGE);
  // the store has a favicon; without one the bare page loses best-practices points to a 404
  copyFileSync(join(root, 'app', 'favicon.ico'), join(dir, 'app', 'favicon.ico'));
  writeFileSync(
    join(dir, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`,
  );
  return dir;
}
