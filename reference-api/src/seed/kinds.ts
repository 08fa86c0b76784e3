import type { Kind, KindCode } from './kind-types';
import { JEWELLERY_KINDS } from './kinds-jewellery';
import { OTHER_KINDS } from './kinds-other';

export type { Head, Kind, KindCode, SizeScale } from './kind-types';

/** Product kinds: how names, materials, sizes and prices of each kind of jewellery are generated. */
export const KINDS: Record<KindCode, Kind> = { ...JEWELLERY_KINDS, ...OTHER_KINDS };

/** Beads are named by the stone («Бусы из жемчуга»), so they need its genitive. */
export const STONE_GENITIVE: Record<string, string> = {
  pearl: 'жемчуга',
  amethyst: 'аметиста',
  garnet: 'граната',
  onyx: 'оникса',
  chrysolite: 'хризолита',
  topaz: 'топаза',
};

export const GIFT_CARD_NOMINALS = [1000, 3000, 5000, 10000, 15000, 20000, 30000, 50000] as const;

export const RING_SIZES = Array.from({ length: 17 }, (_, index) => String(15 + index / 2));
export const CHAIN_LENGTHS = ['40', '45', '50', '55', '60', '65'];
export const BRACELET_LENGTHS = ['16', '17', '18', '19', '20', '21'];
