import type { Shape } from '../media/shapes';

/** Product kinds: how names, materials, sizes and prices of each kind of jewellery are generated. */
export type KindCode =
  | 'ring'
  | 'wedding-ring'
  | 'engagement-ring'
  | 'signet'
  | 'prayer-ring'
  | 'earrings'
  | 'studs'
  | 'hoops'
  | 'drops'
  | 'cuff'
  | 'pendant'
  | 'letter'
  | 'zodiac'
  | 'cross'
  | 'icon'
  | 'chain'
  | 'necklace'
  | 'bracelet'
  | 'bangle'
  | 'beads'
  | 'brooch'
  | 'piercing'
  | 'watch'
  | 'watch-women'
  | 'watch-men'
  | 'souvenir'
  | 'giftcard'
  | 'gemstone'
  | 'accessory';

export type Head = { name: string; shape: Shape; noMetal?: boolean };
export type SizeScale = 'ring' | 'chain' | 'bracelet' | 'none';
export type Weights = readonly (readonly [string, number])[];

export type Kind = {
  heads: readonly Head[];
  metals: Weights;
  stoneChance: number;
  /** Allowed stone codes; all when absent. */
  stones?: readonly string[];
  stonePlural: boolean;
  /** Motif names added as «…»: «Подвеска «Сердце» из золота 585». */
  motifs?: readonly string[];
  motifChance?: number;
  sizes: SizeScale;
  weaveChance: number;
  basePrice: number;
  typeCode: string;
};

export const GOLD_HEAVY: Weights = [
  ['au585', 40],
  ['au585w', 14],
  ['au585y', 8],
  ['au750', 4],
  ['ag925', 26],
  ['ag925g', 6],
  ['pt950', 2],
];
export const SILVER_HEAVY: Weights = [
  ['au585', 28],
  ['au585w', 8],
  ['au585y', 6],
  ['ag925', 46],
  ['ag925g', 12],
];
export const PRECIOUS: Weights = [
  ['au585', 45],
  ['au585w', 30],
  ['au585y', 10],
  ['au750', 8],
  ['pt950', 7],
];
export const WATCH: Weights = [
  ['au585', 20],
  ['ag925', 30],
  ['ag925g', 10],
  ['steel', 40],
];
export const MOTIFS = [
  'Сердце',
  'Клевер',
  'Звезда',
  'Капля',
  'Корона',
  'Бесконечность',
  'Цветок',
  'Луна',
  'Змея',
  'Пчела',
  'Бабочка',
  'Ангел',
];

export const h = (name: string, shape: Shape, noMetal = false): Head => ({ name, shape, noMetal });
