// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { flightText } from '@/tests/flight-text';

import { withoutFlightCss } from './flight-css';

const NONCE = 'bm9uY2U=';
const HEADER_CSS = '.header{position:sticky;content:"₽ <>"}';
const GRID_CSS = '.grid{display:grid}';

/** A flight text row as React writes it: its length in UTF-8 bytes, in hex. */
const textRow = (id: string, text: string) =>
  `${id}:T${Buffer.byteLength(text, 'utf8').toString(16)},${text}`;

const style = (key: string, href: string, children: string) => [
  '$',
  'style',
  key,
  { nonce: NONCE, precedence: 'next', href, children },
];

/** An inline flight script as Next writes it (htmlEscapeJsonString of the JSON). */
const push = (text: string) =>
  `<script nonce="${NONCE}">self.__next_f.push(${JSON.stringify([1, text]).replace(
    /[&><\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )})</script>`;

function documentOf(flightPieces: string[], hoisted = ['/_next/a.css', '/_next/b.css']) {
  return [
    '<!DOCTYPE html><html lang="ru"><head>',
    `<style data-precedence="next" data-href="${hoisted.join(' ')}">${HEADER_CSS}${GRID_CSS}</style>`,
    `</head><body><main>Кольцо</main><script nonce="${NONCE}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
    ...flightPieces.map(push),
    '</body></html>',
  ].join('');
}

const tree = JSON.stringify([
  '$',
  'html',
  null,
  {
    children: [
      style('0', '/_next/a.css', '$3'),
      style('1', '/_next/b.css', GRID_CSS),
      ['$', 'main', null, { children: 'Кольцо' }],
    ],
  },
]);

describe('withoutFlightCss', () => {
  it('leaves each stylesheet in its <style> only: its element and text go from the flight data', () => {
    const lone = JSON.stringify(style('2', '/_next/b.css', '$3'));
    const flight = `1:"$Sreact.fragment"\n${textRow('3', HEADER_CSS)}2:${tree}\n6:${lone}\n7:["$L6"]\n`;
    const html = documentOf([flight]);

    const slim = withoutFlightCss(html);

    const rows = flightText(slim);
    expect(rows).not.toContain('position:sticky');
    expect(rows).not.toContain('display:grid');
    const main = ['$', 'main', null, { children: 'Кольцо' }];
    const slimTree = JSON.stringify(['$', 'html', null, { children: [main] }]);
    expect(rows).toBe(`1:"$Sreact.fragment"\n2:${slimTree}\n6:null\n7:["$L6"]\n`);
    // the document's own <style> and everything else stay as they were
    expect(slim.replace(/<script nonce="[^"]*">self\.__next_f\.push\(\[1,.*?<\/script>/g, '')).toBe(
      html.replace(/<script nonce="[^"]*">self\.__next_f\.push\(\[1,.*?<\/script>/g, ''),
    );
    expect(Buffer.byteLength(slim)).toBeLessThan(Buffer.byteLength(html) - HEADER_CSS.length);
  });

  it('reads rows split across scripts and text rows measured in bytes, not characters', () => {
    const flight = `1:"$Sreact.fragment"\n${textRow('3', HEADER_CSS)}2:${tree}\n4:["$","p",null,{"children":"₽ < & >"}]\n`;
    const cut = flight.indexOf('sticky'); // inside the text row
    const cut2 = flight.indexOf('Кольцо'); // inside the tree's row
    const html = documentOf([flight.slice(0, cut), flight.slice(cut, cut2), flight.slice(cut2)]);

    const rows = flightText(withoutFlightCss(html));

    expect(rows).not.toContain('sticky');
    expect(rows).toContain('4:["$","p",null,{"children":"₽ < & >"}]\n');
    expect(rows.startsWith('1:"$Sreact.fragment"\n2:')).toBe(true);
  });

  it('keeps a stylesheet the document does not hold, and a text row read elsewhere', () => {
    const onlyA = documentOf([`${textRow('3', HEADER_CSS)}2:${tree}\n`], ['/_next/a.css']);
    expect(flightText(withoutFlightCss(onlyA))).toContain(GRID_CSS);
    expect(flightText(withoutFlightCss(onlyA))).not.toContain('sticky');

    const shared = `${textRow('3', HEADER_CSS)}2:${tree}\n5:["$","p",null,{"title":"$3"}]\n`;
    const html = documentOf([shared]);
    expect(withoutFlightCss(html)).toBe(html);
  });

  it('leaves a page it cannot read as it is', () => {
    const binary = `3:A4,abcd2:${tree}\n`;
    expect(withoutFlightCss(documentOf([binary]))).toBe(documentOf([binary]));
    const broken = `3:T999,${HEADER_CSS}`;
    expect(withoutFlightCss(documentOf([broken]))).toBe(documentOf([broken]));
    const noStyles = '<html><body>Кольцо</body></html>';
    expect(withoutFlightCss(noStyles)).toBe(noStyles);
    const withoutStylesheets = documentOf(['1:["$","p",null,{"children":"Кольцо"}]\n']);
    expect(withoutFlightCss(withoutStylesheets)).toBe(withoutStylesheets);
  });
});
