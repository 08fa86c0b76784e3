'use client';

import { useId } from 'react';

import { DatePickerField, parseDisplayDate } from '@/components/form/date-picker-field';
import { FieldShell } from '@/components/form/field-shell';
import type { CourierOption } from '@/lib/platform/api/contracts/delivery';

import { DELIVERY_TIME_SLOTS, fromIsoDate, type DeliveryTime } from '../utils/delivery-state';

import courierStyles from './courier-panel.module.css';

type CourierScheduleProps = {
  courier: CourierOption;
  /** dd.MM.yyyy; null: the nearest date the carrier can. */
  date: string | null;
  time: DeliveryTime | null;
  onDateChange: (date: string | null) => void;
  onTimeChange: (time: DeliveryTime | null) => void;
};

const slotValue = (slot: DeliveryTime) => `${slot.begin}-${slot.end}`;

/** «Дата доставки» within the carrier's dateFrom … dateTo, and an optional «Время доставки». */
export function CourierSchedule({
  courier,
  date,
  time,
  onDateChange,
  onTimeChange,
}: CourierScheduleProps) {
  const id = useId();
  const from = fromIsoDate(courier.dateFrom);
  const to = fromIsoDate(courier.dateTo);
  const range = from === to ? (from ?? '') : `с ${from} по ${to}`;
  return (
    <div className={courierStyles.schedule}>
      <DatePickerField
        label="Дата доставки"
        value={date}
        onChange={onDateChange}
        minDate={parseDisplayDate(from) ?? undefined}
        maxDate={parseDisplayDate(to) ?? undefined}
        placeholder="Ближайшая"
        hint={from && to ? `Необязательно. ${courier.carrier.name} доставит ${range}` : undefined}
        outOfRangeMessage={`Доставка возможна ${range}`}
      />
      <FieldShell id={`${id}-time`} label="Время доставки">
        {() => (
          <select
            id={`${id}-time`}
            className={courierStyles.select}
            value={time ? slotValue(time) : ''}
            onChange={(event) =>
              onTimeChange(
                DELIVERY_TIME_SLOTS.find((slot) => slotValue(slot) === event.target.value) ?? null,
              )
            }
          >
            <option value="">Любое время</option>
            {DELIVERY_TIME_SLOTS.map((slot) => (
              <option key={slotValue(slot)} value={slotValue(slot)}>
                {slot.begin}–{slot.end}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
    </div>
  );
}
