import type { PickupPoint, PointGroup } from '@/lib/platform/api/contracts/delivery';
import { escapeHtml, subwayHtml } from '@/lib/platform/maps/placemark-html';
import { formatRub } from '@/lib/shop/format/money';
import { pluralRu } from '@/lib/shop/format/plural';

function priceText(point: PickupPoint): string {
  return point.price === 0 ? 'Бесплатно' : formatRub(point.price);
}

/** Placemark hint: the point's name and, when it has one, its subway line (colour and name). */
export function pointHint(point: PickupPoint): string {
  return `<strong>${escapeHtml(point.name)}</strong>${subwayHtml(point.subway)}`;
}

/** Placemark balloon: what the list shows for the point, plus its hours. */
export function pointBalloon(point: PickupPoint): { header: string; body: string } {
  return {
    header: escapeHtml(point.name),
    body: [
      `<div>${escapeHtml(point.address)}</div>`,
      `<div>${escapeHtml(point.carrier.name)} · ${escapeHtml(priceText(point))}</div>`,
      subwayHtml(point.subway),
      point.workHours ? `<div>${escapeHtml(point.workHours)}</div>` : '',
    ].join(''),
  };
}

/** Cluster placemark: the count on the icon, «12 пунктов выдачи» as the hint. */
export function groupProperties(group: PointGroup): { iconContent: string; hintContent: string } {
  const forms = { one: 'пункт', few: 'пункта', many: 'пунктов' };
  return {
    iconContent: String(group.count),
    hintContent: `${group.count} ${pluralRu(group.count, forms)} выдачи`,
  };
}
