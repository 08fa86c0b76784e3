'use client';

import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import { CloseIcon } from './icons';
import styles from './modal.module.css';
import { trapTab, useFocusReturn } from './use-focus-trap';
import { useIsClient } from './use-is-client';
import { useScrollLock } from './use-scroll-lock';

export type ModalSize = 'small' | 'medium' | 'large' | 'full' | 'side';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  subtitle?: ReactNode;
  size?: ModalSize;
  /** z-index of the overlay (spec 2.5: 8800; the login modal uses 9000). */
  layer?: number;
  showClose?: boolean;
  footer?: ReactNode;
  children?: ReactNode;
  closeOnBackdrop?: boolean;
  /** Id of an element naming the dialog when there is no `title`. */
  labelledBy?: string;
  ariaLabel?: string;
  className?: string;
};

/** The generic modal of spec 2.5: a portal into body with a focus trap and scroll lock. */
export function Modal({
  open,
  onClose,
  title,
  subtitle,
  size = 'medium',
  layer = 8800,
  showClose = true,
  footer,
  children,
  closeOnBackdrop = true,
  labelledBy,
  ariaLabel,
  className,
}: ModalProps) {
  const isClient = useIsClient();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const subtitleId = useId();
  const visible = open && isClient;
  useFocusReturn(dialogRef, visible);
  useScrollLock(visible);
  if (!visible) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Only the innermost dialog closes when modals are stacked.
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event, dialogRef.current);
  };
  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div
      className={`${styles.overlay} ${styles[`overlay_${size}`] ?? ''}`}
      style={{ zIndex: layer }}
      onClick={onBackdrop}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : labelledBy}
        aria-label={title || labelledBy ? undefined : ariaLabel}
        aria-describedby={subtitle ? subtitleId : undefined}
        tabIndex={-1}
        className={[styles.dialog, styles[size], className].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        {(title || subtitle || showClose) && (
          <div className={styles.head}>
            <div className={styles.titles}>
              {title && (
                <h2 id={titleId} className={styles.title}>
                  {title}
                </h2>
              )}
              {subtitle && (
                <p id={subtitleId} className={styles.subtitle}>
                  {subtitle}
                </p>
              )}
            </div>
            {showClose && (
              <button type="button" className={styles.close} aria-label="Закрыть" onClick={onClose}>
                <CloseIcon />
              </button>
            )}
          </div>
        )}
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
