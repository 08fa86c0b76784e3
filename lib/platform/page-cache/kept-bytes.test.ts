// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { encodeKept, entityTag, isNotModified, textEntityTag } from './kept-bytes';

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
