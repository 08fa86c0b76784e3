import { WARRANTY_TERM } from '../content/warranty';

import type { Head, Kind } from './kinds';
import { STONE_GENITIVE } from './kinds';
import type { Metal, Stone } from './materials';
import type { Rng } from './prng';

export type NameParts = {
  kindCode: string;
  kind: Kind;
  head: Head;
  metal: Metal | null;
  stone: Stone | null;
  motif: string | null;
  weave: string | null;
  nominal: number | null;
  carat: number | null;
};

export function formatRub(value: number): string {
  return `${value.toLocaleString('ru-RU').replace(/\u00a0/g, ' ')} ₽`;
}

/** Builds names such as «Серьги-пусеты из серебра 925 с фианитами». */
export function productName(parts: NameParts): string {
  const { kind, head, metal, stone, motif, weave } = parts;
  if (parts.nominal !== null) return `${head.name} на ${formatRub(parts.nominal)}`;
  if (parts.carat !== null && stone) {
    return `${stone.name} круглой огранки ${parts.carat.toFixed(2).replace('.', ',')} кт`;
  }
  const title = motif ? `${head.name} «${motif}»` : head.name;
  if (parts.kindCode === 'beads' && stone && metal) {
    return `Бусы из ${STONE_GENITIVE[stone.code] ?? stone.name.toLowerCase()} с замком из ${metal.gen}`;
  }
  if (!metal) return title;
  const insert = stone ? ` с ${kind.stonePlural ? stone.instrPlural : stone.instr}` : '';
  const weaveText = weave ? `, плетение ${weave}` : '';
  return `${title} из ${metal.gen}${insert}${weaveText}`;
}

const OCCASIONS = [
  'Подойдёт и для повседневных образов, и для особого случая.',
  'Хороший выбор для подарка на день рождения, годовщину или 8 Марта.',
  'Украшение легко сочетается с другими изделиями коллекции.',
  'Дополнит как деловой, так и вечерний образ.',
];
const SERVICE = [
  'Изделие поставляется в фирменной упаковке с сертификатом качества.',
  'Примерить украшение можно в любом магазине сети до оплаты.',
  `Гарантия на изделие — ${WARRANTY_TERM}, возврат в течение 14 дней.`,
  'Бесплатная доставка в магазин и курьером по всей России.',
];

/** A few Russian sentences about the piece; varied by the PRNG so descriptions don't all match. */
export function productDescription(parts: NameParts, style: string | null, rng: Rng): string {
  if (parts.nominal !== null) {
    return `Подарочный сертификат номиналом ${formatRub(parts.nominal)} действует во всех магазинах сети и на сайте в течение года. Оплатить им можно любые украшения, а остаток номинала сохранится для следующей покупки. ${rng.pick(SERVICE)}`;
  }
  if (parts.carat !== null && parts.stone) {
    return `${parts.stone.name} массой ${parts.carat.toFixed(2).replace('.', ',')} карата с геммологическим сертификатом. Камень можно вставить в оправу по индивидуальному эскизу в нашей мастерской. ${rng.pick(SERVICE)}`;
  }
  const sentences: string[] = [];
  sentences.push(
    parts.metal
      ? `Украшение изготовлено из ${parts.metal.gen}${parts.metal.precious ? ' пробы' : ''} и отполировано вручную.`
      : 'Аксессуар выполнен из качественных материалов с бархатной отделкой.',
  );
  if (parts.stone) {
    sentences.push(
      `Вставка — ${parts.stone.name.toLowerCase()}: ${parts.stone.colorName.toLowerCase()} камень с ярким блеском.`,
    );
  } else if (parts.weave) {
    sentences.push(`Плетение «${parts.weave}» надёжно держит форму и красиво играет на свету.`);
  } else if (parts.metal) {
    sentences.push('Модель без вставок: акцент на чистоте линий и блеске металла.');
  }
  if (style) sentences.push(`Стиль — ${style.toLowerCase()}. ${rng.pick(OCCASIONS)}`);
  sentences.push(rng.pick(SERVICE));
  return sentences.join(' ');
}
