// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { chooseCoding, encodeKept, entityTag, isNotModified, textEntityTag } from './kept-bytes';

describe('chooseCoding', () => {
  it('takes brotli, then gzip, else the text as it is', () => {
    expect(chooseCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseCoding('gzip, deflate')).toBe('gzip');
    expect(chooseCoding('deflate')).toBe('identity');
    expect(chooseCoding(null)).toBe('identity');
    expect(chooseCoding('')).toBe('identity');
  });

  it('honours q=0 and the wildcard', () => {
    expect(chooseCoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseCoding('BR ; Q=0 , GZIP;q=0.5')).toBe('gzip');
    expect(chooseCoding('*')).toBe('br');
    expect(chooseCoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseCoding('br;q=nonsense, gzip')).toBe('gzip');
  });
});

describe('entity tags', () => {
  it('are strong, one per coding, and change with the text', async () => {
    const first = await encodeKept('<p>Кольцо</p>');
    const same = await encodeKept('<p>Кольцо</p>');
    const changed = await encodeKept('<p>Кольца</p>');
    const tags = (['br', 'gzip', 'identity'] as const).map((coding) => entityTag(first, coding));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(entityTag(same, 'br')).toBe(tags[0]);
    expect(entityTag(changed, 'br')).not.toBe(tags[0]);
  });

  it('If-None-Match compares weakly, takes lists and the wildcard', () => {
    expect(isNotModified('"a-br"', '"a-br"')).toBe(true);
    expect(isNotModified('W/"a-br"', '"a-br"')).toBe(true);
    expect(isNotModified('"x", "a-br"', '"a-br"')).toBe(true);
    expect(isNotModified('*', '"a-br"')).toBe(true);
    expect(isNotModified('"a-gzip"', '"a-br"')).toBe(false);
    expect(isNotModified(null, '"a-br"')).toBe(false);
  });

  it('a text sent as it is has the tag of its kept page uncompressed', async () => {
    const text = '# Кольцо\n\n- Цена: 12 990 ₽\n';
    expect(textEntityTag(text)).toBe(entityTag(await encodeKept(text), 'identity'));
    expect(textEntityTag(text)).not.toBe(textEntityTag(`${text} `));
  });
});
