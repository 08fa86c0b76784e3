'use client';

import { useId, useState } from 'react';

import type { SavedAddress } from '@/lib/platform/api/contracts/delivery';
import { formatRub } from '@/lib/shop/format/money';

import { useDeleteSavedAddress, useSavedAddresses } from '../api/addresses-api';

import styles from './checkout.module.css';
import courierStyles from './courier-panel.module.css';

type SavedAddressesProps = {
  cartCost: number;
  /** The uuid of the chosen saved address; null: «Другой адрес» (typing one). */
  selected: string | null;
  onChoose: (saved: SavedAddress | null) => void;
};

export const SAVED_ADDRESS_MESSAGES = {
  loadFailed: 'Не удалось загрузить сохранённые адреса',
  deleteFailed: 'Не удалось удалить адрес. Попробуйте ещё раз',
} as const;

/** «Сохранённые адреса»: the owner's courier addresses as radios, each with a delete button. */
export function SavedAddresses({ cartCost, selected, onChoose }: SavedAddressesProps) {
  const id = useId();
  const list = useSavedAddresses(cartCost);
  const remove = useDeleteSavedAddress();
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (list.isError) {
    return <p className={courierStyles.note}>{SAVED_ADDRESS_MESSAGES.loadFailed}</p>;
  }
  const items = list.data ?? [];
  if (items.length === 0) return null;

  function onDelete(address: SavedAddress) {
    setDeleteError(null);
    remove.mutate(address.uuid, {
      onSuccess: () => {
        if (selected === address.uuid) onChoose(null);
      },
      onError: () => setDeleteError(SAVED_ADDRESS_MESSAGES.deleteFailed),
    });
  }

  return (
    <fieldset
      className={styles.options}
      aria-describedby={deleteError ? `${id}-error` : undefined}
      aria-busy={remove.isPending || list.isFetching}
    >
      <legend className={styles.label}>Сохранённые адреса</legend>
      <ul className={styles.list}>
        {items.map((address) => (
          <SavedAddressItem
            key={address.uuid}
            name={`${id}-saved`}
            address={address}
            checked={selected === address.uuid}
            deleting={remove.isPending && remove.variables === address.uuid}
            onChoose={() => onChoose(address)}
            onDelete={() => onDelete(address)}
          />
        ))}
        <li>
          <label className={styles.option}>
            <input
              type="radio"
              name={`${id}-saved`}
              value=""
              checked={selected === null}
              onChange={() => onChoose(null)}
            />
            <span className={styles.optionTitle}>Другой адрес</span>
          </label>
        </li>
      </ul>
      {deleteError && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {deleteError}
        </p>
      )}
    </fieldset>
  );
}

type SavedAddressItemProps = {
  name: string;
  address: SavedAddress;
  checked: boolean;
  deleting: boolean;
  onChoose: () => void;
  onDelete: () => void;
};

function SavedAddressItem({
  name,
  address,
  checked,
  deleting,
  onChoose,
  onDelete,
}: SavedAddressItemProps) {
  const id = useId();
  return (
    <li className={courierStyles.savedRow}>
      <label className={`${styles.option} ${courierStyles.savedOption}`}>
        <input
          type="radio"
          name={name}
          value={address.uuid}
          checked={checked}
          aria-labelledby={`${id}-address`}
          aria-describedby={address.cost === undefined ? undefined : `${id}-cost`}
          onChange={onChoose}
        />
        <span>
          <span id={`${id}-address`} className={styles.optionTitle}>
            {address.full_address}
          </span>
          {address.cost !== undefined && (
            <span id={`${id}-cost`} className={styles.optionDetails}>
              Курьером {address.cost === 0 ? 'бесплатно' : `от ${formatRub(address.cost)}`}
            </span>
          )}
        </span>
      </label>
      <button
        type="button"
        className={courierStyles.deleteButton}
        aria-label={`Удалить адрес ${address.full_address}`}
        disabled={deleting}
        onClick={onDelete}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
