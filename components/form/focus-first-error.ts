import type { FieldErrors, FieldValues } from 'react-hook-form';

/** Dotted paths of every leaf error ('customerName', 'items.0.qty'). */
function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object' || key === 'ref') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value || 'type' in value) return [path];
    return errorPaths(value, path);
  });
}

/**
 * The first element (in DOM order) whose `name` has an error. DOM order, not RHF's registration
 * order, because spec 5 wants the first field the user sees.
 */
export function findFirstErrorElement(
  errors: FieldErrors,
  root: ParentNode = document,
): HTMLElement | null {
  const elements = errorPaths(errors)
    .map((path) => root.querySelector<HTMLElement>(`[name="${path.replace(/["\\]/g, '\\$&')}"]`))
    .filter((el): el is HTMLElement => el !== null);
  elements.sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  return elements[0] ?? null;
}

function scrollAndFocus(element: HTMLElement | null): void {
  if (!element) return;
  // jsdom and some embedded browsers lack scrollIntoView
  if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
}

/**
 * Spec 5: on a failed form the first field with errors is scrolled to the centre and focused.
 * Pass as `handleSubmit(onValid, focusFirstError)`; set `shouldFocusError: false` in useForm so
 * RHF's own focus (registration order, no centring) does not compete.
 */
export function focusFirstError<T extends FieldValues>(errors: FieldErrors<T>): void {
  scrollAndFocus(findFirstErrorElement(errors));
}

/** The same, limited to one form: for pages where two forms share field names. */
export function focusFirstErrorIn(getRoot: () => ParentNode | null) {
  return <T extends FieldValues>(errors: FieldErrors<T>): void => {
    const root = getRoot();
    scrollAndFocus(root ? findFirstErrorElement(errors, root) : null);
  };
}
