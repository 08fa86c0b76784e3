import { METALS, STONES } from './materials';

/**
 * Attribute dictionaries of the demo catalogue. Ids are fixed (attribute id × 100 + position) so the
 * storefront's filter URLs (`list_{attributeId}_{valueIds}`) stay valid across re-seeds.
 */
export const ATTRIBUTES = [
  { id: 1, code: 'metal', name: 'Металл и проба' },
  { id: 2, code: 'insert', name: 'Вставка' },
  { id: 3, code: 'style', name: 'Стиль' },
  { id: 4, code: 'weave', name: 'Плетение' },
  { id: 5, code: 'stone_color', name: 'Цвет камня' },
] as const;
export type AttributeCode = (typeof ATTRIBUTES)[number]['code'];

/** «Без вставки» is a real filter value, so it is a value of the insert attribute too. */
export const NO_STONE_NAME = 'Без вставки';

export const STYLES = [
  'Классика',
  'Минимализм',
  'Винтаж',
  'Модерн',
  'Этника',
  'Геометрия',
  'Флористика',
  'Романтика',
] as const;

export const WEAVES = [
  'Бисмарк',
  'Панцирное',
  'Якорное',
  'Снейк',
  'Ромб',
  'Сингапур',
  'Кордовое',
  'Нонна',
  'Венецианское',
  'Фигаро',
] as const;

export const STONE_COLORS = [
  'Бесцветный',
  'Белый',
  'Зелёный',
  'Синий',
  'Красный',
  'Голубой',
  'Фиолетовый',
  'Чёрный',
] as const;

/** Value names of every attribute, in id order (value id = attribute id × 100 + index + 1). */
export function attributeValueNames(code: AttributeCode): readonly string[] {
  switch (code) {
    case 'metal':
      return METALS.map((metal) => metal.name);
    case 'insert':
      return [...STONES.map((stone) => stone.name), NO_STONE_NAME];
    case 'style':
      return STYLES;
    case 'weave':
      return WEAVES;
    case 'stone_color':
      return STONE_COLORS;
  }
}

export function attributeId(code: AttributeCode): number {
  const attribute = ATTRIBUTES.find((item) => item.code === code);
  if (!attribute) throw new Error(`unknown attribute ${code}`);
  return attribute.id;
}

export function valueId(code: AttributeCode, name: string): number {
  const index = attributeValueNames(code).indexOf(name);
  if (index < 0) throw new Error(`unknown ${code} value ${name}`);
  return attributeId(code) * 100 + index + 1;
}
