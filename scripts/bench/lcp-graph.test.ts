import { describe, expect, it } from 'vitest';

import { lcpGraphOf } from './lcp-graph.mjs';

/** Events as Lighthouse writes a Lantern simulation (LANTERN_DEBUG=1, --save-assets). */
function request(
  id: string,
  url: string,
  mimeType: string,
  bytes: number,
  start: number,
  end: number,
) {
  const at = (ms: number) => 1_000_000_000 + ms * 1000;
  return [
    { name: 'ResourceSendRequest', ts: at(start), args: { data: { requestId: id, url } } },
    {
      name: 'ResourceReceiveResponse',
      ts: at(end - 10),
      args: { data: { requestId: id, mimeType, encodedDataLength: bytes } },
    },
    {
      name: 'ResourceFinish',
      ts: at(end),
      args: { data: { requestId: id, encodedDataLength: bytes } },
    },
  ];
}

describe('lcpGraphOf', () => {
  it('sums the document, stylesheets and scripts of the simulated LCP (not the picture)', () => {
    const trace = {
      traceEvents: [
        { name: 'Task', ts: 1_000_000_000, dur: 5000, args: {} },
        ...request('1', '/product/x/', 'text/html', 15_747, 0, 772),
        ...request('2', '/a.css', 'text/css', 1372, 772, 944),
        ...request('3', '/b.css', 'text/css', 8351, 772, 1244),
        ...request('4', '/media/x.svg', 'image/svg+xml', 1134, 772, 1094),
        ...request('5', '/c.js', 'application/javascript', 45_036, 1094, 1866),
      ],
    };
    expect(lcpGraphOf(trace)).toEqual({
      documentBytes: 15_747,
      styles: { count: 2, bytes: 9723 },
      scripts: { count: 1, bytes: 45_036 },
    });
  });

  it('reads a trace saved as a bare event array, and an empty one as nothing waited for', () => {
    const events = request('1', '/', 'text/html', 12_000, 0, 600);
    expect(lcpGraphOf(events)).toMatchObject({ documentBytes: 12_000 });
    expect(lcpGraphOf({ traceEvents: [] })).toMatchObject({
      documentBytes: 0,
      scripts: { count: 0, bytes: 0 },
    });
  });
});
