import type { UseFormRegisterReturn } from 'react-hook-form';

import { TextField } from './text-field';

type ProfileTextProps = UseFormRegisterReturn & { label: string; error?: string };

/**
 * A person's name in the profile (surname, name, patronymic): typing runs past the schema's limit so
 * the limit's message shows instead of the text being cut (spec 5).
 */
export function PersonNameField({
  autoComplete,
  ...props
}: ProfileTextProps & { required?: boolean; autoComplete: string }) {
  return <TextField autoComplete={autoComplete} maxLength={249} {...props} />;
}

/** The profile's given name («Имя»): the one name field the profile requires. */
export function GivenNameField(props: Omit<ProfileTextProps, 'label'>) {
  return <PersonNameField label="Имя" required autoComplete="given-name" {...props} />;
}

/** The profile's e-mail: required, the browser's e-mail keyboard and autofill. */
export function ProfileEmailField(props: Omit<ProfileTextProps, 'label'>) {
  return <TextField label="Email" type="email" required autoComplete="email" {...props} />;
}
