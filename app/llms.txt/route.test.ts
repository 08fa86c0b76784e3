// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Category } from '@/lib/platform/api/contracts/catalog';
import type { CmsPage } from '@/lib/platform/api/contracts/cms';

const services = vi.hoisted(() => ({ catalogueUp: true, cmsUp: true }));

vi.mock('server-only', () => ({}));
vi.mock('@/features/catalog/api/get-category-tree', () => ({
  getCategoryTree: async (): Promise<Category[]> => {
    if (!services.catalogueUp) throw new Error('connect ECONNREFUSED');
    return [
      category('kolca', 'Кольца', [category('pomolvochnye-kolca', 'Помолвочные кольца')]),
      category('sergi', 'Серьги'),
    ];
  },
}));
vi.mock('@/features/content/api/get-cms-page', () => ({
  loadCmsPage: async (slug: string) =>
    services.cmsUp ? { status: 'ok', page: cmsPage(slug) } : { status: 'error' },
}));

const { GET } = await import('./route');

function category(slug: string, name: string, children: Category[] = []): Category {
  return {
    id: slug.length,
    slug,
    name,
    icon: null,
    previewImage: null,
    seoTitle: '',
    seoDescription: '',
    children,
  };
}

function cmsPage(slug: string): CmsPage {
  return {
    slug,
    title: `Страница ${slug}`,
    seo_title: '',
    seo_description: `Кратко о ${slug}.`,
    blocks: [
      { type: 'text', title: 'Правило', html: `<h3>Пункт ${slug}</h3><p>Текст ${slug}.</p>` },
    ],
  };
}

async function llms(headers: HeadersInit = {}) {
  const response = await GET(new Request('http://store.test/llms.txt', { headers }));
  return { response, text: await response.text() };
}

beforeEach(() => {
  vi.stubEnv('SITE_URL', 'https://shop.example/');
  services.catalogueUp = true;
  services.cmsUp = true;
});
afterEach(() => vi.unstubAllEnvs());

describe('GET /llms.txt', () => {
  it('follows the convention: the store’s name, a summary, then sections of absolute links', async () => {
    const { response, text } = await llms();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(text).toMatch(/^# Ювелирный магазин\n\n> .+\n/);
    expect(text).toContain(
      '- [Кольца](https://shop.example/catalog/kolca/) ([Markdown](https://shop.example/catalog/kolca.md))',
    );
    expect(text).toContain(
      '  - [Помолвочные кольца](https://shop.example/catalog/kolca/pomolvochnye-kolca/)',
    );
    expect(text).toContain('https://shop.example/catalog/?filter[search]=');
    expect(text).toContain('https://shop.example/product/{slug}.md');
    expect(text).toContain('[Карта сайта](https://shop.example/sitemap.xml)');
    expect(text).toContain('(https://shop.example/feeds/yandex-market.yml)');
    expect(text).toContain('(https://shop.example/feeds/google-merchant.xml)');
    expect(text).not.toMatch(/\]\(\//); // no relative link
  });

  it('gives delivery, payment and returns in short from the store’s own pages', async () => {
    const { text } = await llms();
    expect(text).toContain(
      '### [Страница delivery](https://shop.example/delivery/)\n\nКратко о delivery.',
    );
    expect(text).toContain('- **Пункт delivery.** Текст delivery.');
    expect(text).toContain('### [Страница oplata](https://shop.example/oplata/)');
    expect(text).toContain('### [Страница guarantee](https://shop.example/guarantee/)');
  });

  it('still answers with the static parts when the catalogue and the CMS are down', async () => {
    services.catalogueUp = false;
    services.cmsUp = false;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { response, text } = await llms();
    expect(response.status).toBe(200);
    expect(text).toMatch(/^# Ювелирный магазин\n/);
    expect(text).toContain('- [Все украшения](https://shop.example/catalog/)');
    expect(text).toContain('Список категорий сейчас недоступен');
    expect(text).not.toContain('Кольца](');
    // the route table's headings and descriptions stand in for the CMS's
    expect(text).toContain(
      '### [Доставка](https://shop.example/delivery/)\n\nСпособы, сроки и стоимость доставки.',
    );
    expect(text).toContain('### [Оплата](https://shop.example/oplata/)');
    expect(text).toContain('### [Гарантия и возврат](https://shop.example/guarantee/)');
    expect(text).toContain('https://shop.example/sitemap.xml');
  });

  it('names the file by a strong ETag and answers 304 while it is unchanged', async () => {
    const { response } = await llms();
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await llms({ 'if-none-match': etag });
    expect(again.response.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.response.headers.get('cache-control')).toBe('public, no-cache');
    expect(again.response.headers.get('etag')).toBe(etag);
    services.cmsUp = false;
    const changed = await llms({ 'if-none-match': etag });
    expect(changed.response.status).toBe(200);
    expect(changed.response.headers.get('etag')).not.toBe(etag);
  });
});
