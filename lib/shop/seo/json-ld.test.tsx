import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { JsonLd, breadcrumbJsonLd, organizationJsonLd } from './json-ld';

describe('JSON-LD', () => {
  it('cannot be closed by text from the catalogue', () => {
    const { container } = render(<JsonLd data={{ name: '</script><script>alert(1)</script>' }} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({
      name: '</script><script>alert(1)</script>',
    });
  });

  it('makes a BreadcrumbList with absolute links and positions', () => {
    const data = breadcrumbJsonLd(
      [
        { label: 'Каталог', href: '/catalog/' },
        { label: 'Кольца', href: '/catalog/kolca/' },
        { label: 'Кольцо' },
      ],
      'https://shop.example',
    );
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Каталог', item: 'https://shop.example/catalog/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Кольца',
        item: 'https://shop.example/catalog/kolca/',
      },
      { '@type': 'ListItem', position: 3, name: 'Кольцо' },
    ]);
  });

  it('describes the store with its support phone', () => {
    expect(organizationJsonLd('https://shop.example', '8 800 550-75-85')).toMatchObject({
      '@type': 'Organization',
      url: 'https://shop.example/',
      contactPoint: { telephone: '8 800 550-75-85' },
    });
  });
});
