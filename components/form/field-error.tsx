type FieldErrorProps = {
  /** Set when the control points at the message through aria-describedby. */
  id?: string;
  message: string | null | undefined;
  className?: string;
};

/** A control's error under it, announced as it appears (`role="alert"`); nothing without one. */
export function FieldError({ id, message, className }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={className}>
      {message}
    </p>
  );
}
