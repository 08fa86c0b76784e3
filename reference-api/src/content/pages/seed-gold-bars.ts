import type { GoldBar } from '../../../../lib/platform/api/contracts/cms';

/** Price of a gram of 999.9 gold in the demo, with a premium that grows as bars get smaller. */
const GRAM_PRICE = 8_650;
const premium = (weight: number): number => (weight < 5 ? 1.18 : weight < 50 ? 1.08 : 1.04);

const WEIGHTS = [1, 2, 2.5, 5, 10, 20, 31.1, 50, 100, 250, 500, 1000];
const MAKERS = ['Красцветмет', 'Приокский завод цветных металлов', 'Уралэлектромедь'];

/** 15 bars: the usual investment weights from Russian refineries, plus a few gift bars. */
export function goldBarsSeed(): Omit<GoldBar, 'id' | 'image'>[] {
  const bars = WEIGHTS.map((weight, index) => ({
    name: `Слиток золота ${String(weight).replace('.', ',')} г, ${MAKERS[index % MAKERS.length]}`,
    weight_g: weight,
    purity: '999,9',
    price: Math.round(weight * GRAM_PRICE * premium(weight)),
  }));
  const gifts = [
    { name: 'Подарочный слиток «С днём рождения», 5 г', weight_g: 5 },
    { name: 'Подарочный слиток «Свадебный», 10 г', weight_g: 10 },
    { name: 'Подарочный слиток «Новорождённому», 2,5 г', weight_g: 2.5 },
  ].map((gift) => ({
    ...gift,
    purity: '999,9',
    price: Math.round(gift.weight_g * GRAM_PRICE * 1.25),
  }));
  return [...bars, ...gifts];
}
