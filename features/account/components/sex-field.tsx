import type { UseFormRegisterReturn } from 'react-hook-form';

import fieldStyles from '@/components/form/field.module.css';

import styles from './account.module.css';

const OPTIONS = [
  { value: 'female', label: 'Женский' },
  { value: 'male', label: 'Мужской' },
  { value: '', label: 'Не указан' },
] as const;

/** «Пол»: a radio group bound to the profile form's `sex`. */
export function SexField({ register }: { register: UseFormRegisterReturn<'sex'> }) {
  return (
    <fieldset className={styles.radios}>
      <legend>Пол</legend>
      {OPTIONS.map((option) => (
        <label key={option.label} className={fieldStyles.choice}>
          <input type="radio" value={option.value} {...register} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
