import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { PickupPoint } from '@/lib/platform/api/contracts/delivery';

import { POINTS_PAGE } from '../utils/point-groups';

import { PickupPointList } from './pickup-point-list';

const carriers = {
  shops: { uuid: 'c-shops', external_id: 'shops', name: 'Наши магазины' },
  cdek: { uuid: 'c-cdek', external_id: 'cdek', name: 'СДЭК' },
};
const point = (index: number, carrier: PickupPoint['carrier']): PickupPoint => ({
  id: `${carrier.external_id}-${index}`,
  uuid: `${carrier.external_id}-${index}`,
  carrier,
  name: `${carrier.name} №${index}`,
  address: `Москва, ул. Тестовая, ${index}`,
  city: 'Москва',
  latitude: 55.75,
  longitude: 37.62,
  workHours: '10:00–22:00',
  subway: null,
  price: 199,
  days: { min: 1, max: 2 },
});
// a city's worth: 3 shops and 34 CDEK points
const points = [
  ...Array.from({ length: 3 }, (_, index) => point(index + 1, carriers.shops)),
  ...Array.from({ length: 34 }, (_, index) => point(index + 1, carriers.cdek)),
];

function renderList(chosen: PickupPoint | null = null) {
  const onSelect = vi.fn();
  render(<PickupPointList points={points} chosen={chosen} onSelect={onSelect} />);
  return { onSelect };
}

describe('PickupPointList (~160 points in a city, not one flat list)', () => {
  it('groups the points by carrier, each group named with its count, and pages the long ones', () => {
    renderList();
    const list = screen.getByRole('group', { name: 'Пункты выдачи' });
    const shops = within(list).getByRole('group', { name: 'Наши магазины, 3 пункта' });
    const cdek = within(list).getByRole('group', { name: 'СДЭК, 34 пункта' });
    expect(within(shops).getAllByRole('radio')).toHaveLength(3);
    expect(within(shops).queryByRole('button')).not.toBeInTheDocument();
    expect(within(cdek).getAllByRole('radio')).toHaveLength(POINTS_PAGE);
    expect(within(cdek).getByRole('button', { name: 'Показать ещё: СДЭК (24)' })).toBeVisible();
  });

  it('«Показать ещё» shows the next points and moves focus to the first of them', async () => {
    const user = userEvent.setup();
    renderList();
    const cdek = screen.getByRole('group', { name: 'СДЭК, 34 пункта' });
    await user.click(within(cdek).getByRole('button', { name: /^Показать ещё/ }));
    expect(within(cdek).getAllByRole('radio')).toHaveLength(30);
    expect(within(cdek).getByRole('radio', { name: `СДЭК №${POINTS_PAGE + 1}` })).toHaveFocus();
    await user.click(within(cdek).getByRole('button', { name: 'Показать ещё: СДЭК (4)' }));
    expect(within(cdek).getAllByRole('radio')).toHaveLength(34);
    expect(within(cdek).queryByRole('button')).not.toBeInTheDocument();
  });

  it('always shows the chosen point (say, from the map), checked, and the keyboard chooses', async () => {
    const chosen = points.at(-1)!;
    const { onSelect } = renderList(chosen);
    const cdek = screen.getByRole('group', { name: 'СДЭК, 34 пункта' });
    const radio = within(cdek).getByRole('radio', { name: chosen.name });
    expect(radio).toBeChecked();
    expect(within(cdek).getAllByRole('radio')).toHaveLength(POINTS_PAGE + 1);
    // one radio group across the carriers: arrows move to the next point shown
    radio.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onSelect).toHaveBeenCalled();
  });

  it('a search narrows every group and starts each from its first page', async () => {
    const user = userEvent.setup();
    renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Найти пункт выдачи' }), 'Тестовая, 3');
    expect(screen.queryByRole('group', { name: /^Наши магазины/ })).toBeInTheDocument();
    const cdek = screen.getByRole('group', { name: /^СДЭК, \d+ пункт/ });
    expect(within(cdek).getByRole('radio', { name: 'СДЭК №3' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Наши магазины №3' })).toHaveAccessibleDescription(
      /^Москва, ул\. Тестовая, 3, Наши магазины, 199\s₽$/,
    );
  });
});
