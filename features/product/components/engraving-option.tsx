'use client';

import dynamic from 'next/dynamic';
import { useId, useRef, useState, type RefObject } from 'react';

import type { EngravingFont } from '@/lib/shop/engraving';

import styles from './engraving-option.module.css';

/** The engraving as the shopper is typing it (null: none asked for). */
export type EngravingDraft = { text: string; font: EngravingFont } | null;

/**
 * The product page's engraving: the draft, whether the shopper tried to add it unfinished, the
 * body that goes with «Добавить в корзину», and what to do when it cannot go yet.
 */
export function useEngraving() {
  const [draft, setDraft] = useState<EngravingDraft>(null);
  const [tried, setTried] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  return {
    /** EngravingOption's own props. */
    option: { value: draft, onChange: setDraft, showError: tried, inputRef },
    /** What the cart line asks for (trimmed), or undefined without an engraving. */
    body: draft ? { text: draft.text.trim(), font: draft.font } : undefined,
    /** The text cannot be cut yet: its message shows and the field takes the focus. */
    refuse: () => {
      setTried(true);
      inputRef.current?.focus();
    },
  };
}

const loadPanel = () => import('./engraving-panel').then((module) => module.EngravingPanel);

// the open panel (text, fonts, preview) loads with the first open, or as the pointer or the focus
// comes to the button (docs/performance.md: code on first use)
const EngravingPanel = dynamic(loadPanel, { ssr: false });

type EngravingOptionProps = {
  value: EngravingDraft;
  onChange: (next: EngravingDraft) => void;
  /** The product's picture, under the preview's text. */
  image: string;
  /** Shown once the shopper tried to add a ring with a text that cannot be cut. */
  showError: boolean;
  /** The text field: focused when the text must be fixed before adding to the cart. */
  inputRef?: RefObject<HTMLInputElement | null>;
};

/**
 * «Добавить гравировку» on a wedding ring: the text (up to 25 characters the workshop can cut), one
 * of two fonts and a live preview. What is typed stays while the panel is open; «Убрать гравировку»
 * drops it. The price comes with the cart's answer (free with a pair).
 */
export function EngravingOption({ value, onChange, ...panel }: EngravingOptionProps) {
  const panelId = `${useId()}-panel`;
  return (
    <div className={styles.engraving}>
      {value ? (
        <EngravingPanel id={panelId} value={value} onChange={onChange} {...panel} />
      ) : (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={false}
          aria-controls={panelId}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={() => onChange({ text: '', font: 'classic' })}
        >
          Добавить гравировку
        </button>
      )}
    </div>
  );
}
