'use client';

import { useState, type FormEvent } from 'react';

import type * as SchemasModule from '../schemas';
import type { NewsletterFormInput, NewsletterFormValues } from '../schemas';

export type NewsletterErrors = Partial<Record<keyof NewsletterFormInput, string>>;

/** An explicit opt-in: the consent starts unticked. */
export const NEWSLETTER_DEFAULTS: NewsletterFormInput = { email: '', consent: false };

type Schemas = typeof SchemasModule;
let schemas: Schemas | null = null;

/** The form's zod schema, loaded with the first submit: zod is not in every page's first load. */
async function loadSchemas(): Promise<Schemas> {
  schemas ??= await import('../schemas');
  return schemas;
}

function validate({ newsletterFormSchema }: Schemas, values: NewsletterFormInput) {
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
 * react-hook-form, and the schema (zod) loads on the first submit: the footer renders on every page
 * and neither belongs in its first load (docs/performance.md). Like RHF's defaults, fields are validated on
 * submit and then again on every change. A failed submit focuses the first invalid control in DOM
 * order (spec 5), found by `name` inside the form.
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
    // after a submit the schema is loaded (or on its way): re-check the changed values
    if (submitted) void loadSchemas().then((loaded) => setErrors(validate(loaded, next).errors));
  };

  const reset = () => {
    setValues(NEWSLETTER_DEFAULTS);
    setErrors({});
    setSubmitted(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    const result = validate(await loadSchemas(), values);
    setErrors(result.errors);
    if (result.data) {
      onValid(result.data, { reset });
      return;
    }
    const first = (['email', 'consent'] as const).find((name) => result.errors[name]);
    form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  return { values, errors, setField, onSubmit, reset };
}
