'use client';

import { useState, type FormEvent } from 'react';

import {
  NEWSLETTER_DEFAULTS,
  newsletterFormSchema,
  type NewsletterFormInput,
  type NewsletterFormValues,
} from '../schemas';

export type NewsletterErrors = Partial<Record<keyof NewsletterFormInput, string>>;

function validate(values: NewsletterFormInput) {
  const result = newsletterFormSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} as NewsletterErrors };
  const errors: NewsletterErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof NewsletterFormInput;
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

/**
 * State of the two-field newsletter form, validated with its zod schema. Deliberately not
 * react-hook-form: the footer renders on every page and RHF is not in the shared bundle (the other
 * forms load it lazily), while zod already is. Like RHF's defaults, fields are validated on submit
 * and then again on every change. A failed submit focuses the first invalid control in DOM order
 * (spec 5), found by `name` inside the form.
 */
export function useNewsletterForm(
  onValid: (values: NewsletterFormValues, helpers: { reset: () => void }) => void,
) {
  const [values, setValues] = useState<NewsletterFormInput>(NEWSLETTER_DEFAULTS);
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const setField = <K extends keyof NewsletterFormInput>(
    name: K,
    value: NewsletterFormInput[K],
  ) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(validate(next).errors);
  };

  const reset = () => {
    setValues(NEWSLETTER_DEFAULTS);
    setErrors({});
    setSubmitted(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    setErrors(result.errors);
    if (result.data) {
      onValid(result.data, { reset });
      return;
    }
    const first = (['email', 'consent'] as const).find((name) => result.errors[name]);
    event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  return { values, errors, setField, onSubmit, reset };
}
