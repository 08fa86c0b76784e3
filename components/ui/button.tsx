import type { ButtonHTMLAttributes } from 'react';

import styles from './button.module.css';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary';
  block?: boolean;
};

/** The classes of the store's button, for a link that looks like one. */
export function buttonClassName({
  variant = 'primary',
  block = false,
  className,
}: Pick<ButtonProps, 'variant' | 'block' | 'className'> = {}): string {
  return [styles.button, styles[variant], block && styles.block, className]
    .filter(Boolean)
    .join(' ');
}

/** The store's button: primary (filled accent) or secondary (outlined). */
export function Button({ variant, block, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClassName({ variant, block, className })} {...rest} />
  );
}
