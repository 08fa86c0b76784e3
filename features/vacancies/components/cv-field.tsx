'use client';

import { useId, useRef } from 'react';
import { useController, type Control } from 'react-hook-form';

import { FieldShell } from '@/components/form/field-shell';
import formStyles from '@/components/form/field.module.css';
import linkStyles from '@/components/ui/link-button.module.css';
import { CV_ACCEPT } from '@/lib/platform/api/contracts/vacancies';

import type { ApplyFormInput, ApplyFormOutput } from '../schemas';

import styles from './vacancy-page.module.css';

export const CV_HINT = 'Необязательно. PDF, DOC, DOCX, RTF, ODT, TXT, JPG или PNG до 5 МБ';

type CvFieldProps = {
  control: Control<ApplyFormInput, unknown, ApplyFormOutput>;
  /** Checks the file as soon as it is chosen, so a wrong one is reported before sending. */
  onPicked: () => void;
};

function sizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} КБ`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} МБ`;
}

/** The CV file input: the chosen file's name and size, and a button to drop it. */
export function CvField({ control, onPicked }: CvFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const { field, fieldState } = useController({ control, name: 'cv' });
  const file = field.value ?? null;
  const pick = (next: File | null) => {
    field.onChange(next);
    onPicked();
  };
  return (
    <FieldShell id={id} label="Резюме" hint={CV_HINT} error={fieldState.error?.message}>
      {(a11y) => (
        <div className={styles.file}>
          <input
            ref={(element) => {
              input.current = element;
              field.ref(element);
            }}
            id={id}
            name={field.name}
            type="file"
            accept={CV_ACCEPT}
            className={formStyles.control}
            onChange={(event) => pick(event.target.files?.[0] ?? null)}
            onBlur={field.onBlur}
            {...a11y}
          />
          {file && (
            <p className={styles.chosen}>
              <span>
                {file.name}, {sizeLabel(file.size)}
              </span>
              <button
                type="button"
                className={linkStyles.linkButton}
                onClick={() => {
                  if (input.current) input.current.value = '';
                  pick(null);
                }}
              >
                Удалить файл
              </button>
            </p>
          )}
        </div>
      )}
    </FieldShell>
  );
}
