// The physical limit the store is measured against: a bare Next.js App Router app of the same
// Next/React versions (resolved from the repo's node_modules, nothing downloaded), with a static
// page listing 32 items and a page rendering 32 items per request.
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

/** Writes the bare app into bench/tmp/bare-app (git-ignored; node_modules resolve from the repo). */
export function writeBareApp() {
  const dir = join(root, 'bench', 'tmp', 'bare-app');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app', 'dyn'), { recursive: true });
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
