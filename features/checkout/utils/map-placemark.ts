import type { PickupPoint, PointGroup } from '@/lib/api/contracts/delivery';
import { formatRub } from '@/lib/format/money';
import { pluralRu } from '@/lib/format/plural';

/** Yandex Maps renders hint and balloon content as HTML: every API string is escaped first. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

const COLOR = /^#(?:[\da-f]{3}|[\da-f]{6})$/i;

function subwayHtml(point: PickupPoint): string {
  if (!point.subway) return '';
  const color = COLOR.test(point.subway.color) ? point.subway.color : '#999999';
  const dot = `<span aria-hidden="true" style="display:inline-block;width:8px;height:8px;margin-right:4px;border-radius:50%;background:${color}"></span>`;
  return `<div>${dot}м. ${escapeHtml(point.subway.name)}</div>`;
}

function priceText(point: PickupPoint): string {
  return point.price === 0 ? 'Бесплатно' : formatRub(point.price);
}

/** Placemark hint: the point's name and, when it has one, its subway line (colour and name). */
export function pointHint(point: PickupPoint): string {
  return `<strong>${escapeHtml(point.name)}</strong>${subwayHtml(point)}`;
}

/** Placemark balloon: what the list shows for the point, plus its hours. */
export function pointBalloon(point: PickupPoint): { header: string; body: string } {
  return {
    header: escapeHtml(point.name),
    body: [
      `<div>${escapeHtml(point.address)}</div>`,
      `<div>${escapeHtml(point.carrier.name)} · ${escapeHtml(priceText(point))}</div>`,
      subwayHtml(point),
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
