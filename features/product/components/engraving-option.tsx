'use client';

import { useId, useRef, useState, type Ref } from 'react';

import { FieldError } from '@/components/form/field-error';
import {
  ENGRAVING_FONT_LABELS,
  ENGRAVING_FONTS,
  ENGRAVING_MAX_LENGTH,
  ENGRAVING_MESSAGES,
  engravingProblem,
  type EngravingFont,
} from '@/lib/shop/engraving';

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

const FONT_FAMILIES: Record<EngravingFont, string> = {
  classic: 'Georgia, "Times New Roman", serif',
  script: '"Segoe Script", "Brush Script MT", "Apple Chancery", cursive',
};

type EngravingOptionProps = {
  value: EngravingDraft;
  onChange: (next: EngravingDraft) => void;
  /** The product's picture, under the preview's text. */
  image: string;
  /** Shown once the shopper tried to add a ring with a text that cannot be cut. */
  showError: boolean;
  /** The text field: focused when the text must be fixed before adding to the cart. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The inside of the ring with the text along it: SVG text on an arc over the product's picture,
 * named for screen readers by what it shows.
 */
function EngravingPreview({
  text,
  font,
  image,
}: {
  text: string;
  font: EngravingFont;
  image: string;
}) {
  const pathId = useId();
  const shown = text.trim();
  return (
    <svg
      className={styles.preview}
      viewBox="0 0 300 300"
      role="img"
      aria-label={
        shown
          ? `Предпросмотр гравировки: «${shown}», шрифт «${ENGRAVING_FONT_LABELS[font]}»`
          : 'Предпросмотр гравировки: текст ещё не введён'
      }
    >
      <image
        href={image}
        x="0"
        y="0"
        width="300"
        height="300"
        preserveAspectRatio="xMidYMid meet"
      />
      <path id={pathId} d="M 85 170 A 65 45 0 0 0 215 170" fill="none" />
      <text
        fill="#5c4520"
        fontFamily={FONT_FAMILIES[font]}
        fontSize={font === 'script' ? 20 : 17}
        textAnchor="middle"
      >
        <textPath href={`#${pathId}`} startOffset="50%">
          {shown}
        </textPath>
      </text>
    </svg>
  );
}

/**
 * «Добавить гравировку» on a wedding ring: the text (up to 25 characters the workshop can cut), one
 * of two fonts and a live preview. What is typed stays while the panel is open; «Убрать гравировку»
 * drops it. The price comes with the cart's answer (free with a pair).
 */
export function EngravingOption({
  value,
  onChange,
  image,
  showError,
  inputRef,
}: EngravingOptionProps) {
  const id = useId();
  const panelId = `${id}-panel`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const problem = value ? engravingProblem(value.text) : null;
  // a bad character or a text too long is told at once; an empty one once the shopper adds to cart
  const visibleError =
    problem && (showError || problem !== ENGRAVING_MESSAGES.empty) ? problem : null;

  if (!value) {
    return (
      <div className={styles.engraving}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={false}
          aria-controls={panelId}
          onClick={() => onChange({ text: '', font: 'classic' })}
        >
          Добавить гравировку
        </button>
      </div>
    );
  }
  return (
    <div className={styles.engraving}>
      <div id={panelId} className={styles.panel} role="group" aria-label="Гравировка">
        <div className={styles.field}>
          <label htmlFor={`${id}-text`}>Текст гравировки</label>
          <input
            id={`${id}-text`}
            ref={inputRef}
            className={styles.input}
            value={value.text}
            maxLength={ENGRAVING_MAX_LENGTH * 2}
            autoComplete="off"
            aria-invalid={Boolean(visibleError)}
            aria-describedby={visibleError ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => onChange({ ...value, text: event.target.value })}
          />
          <p id={hintId} className={styles.hint}>
            До {ENGRAVING_MAX_LENGTH} символов: буквы, цифры, пробел и ♥ ∞ &amp; . , -
            {` (${[...value.text.trim()].length}/${ENGRAVING_MAX_LENGTH})`}
          </p>
          <FieldError id={errorId} message={visibleError} className={styles.error} />
        </div>
        <fieldset className={styles.fonts}>
          <legend>Шрифт</legend>
          {ENGRAVING_FONTS.map((font) => (
            <label key={font}>
              <input
                type="radio"
                name={`${id}-font`}
                value={font}
                checked={value.font === font}
                onChange={() => onChange({ ...value, font })}
              />
              {ENGRAVING_FONT_LABELS[font]}
            </label>
          ))}
        </fieldset>
        <EngravingPreview text={value.text} font={value.font} image={image} />
        <button type="button" className={styles.remove} onClick={() => onChange(null)}>
          Убрать гравировку
        </button>
      </div>
    </div>
  );
}
