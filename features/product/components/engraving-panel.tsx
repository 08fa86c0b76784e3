'use client';

import { useEffect, useId, type RefObject } from 'react';

import { FieldError } from '@/components/form/field-error';
import {
  ENGRAVING_FONT_LABELS,
  ENGRAVING_FONTS,
  ENGRAVING_MAX_LENGTH,
  ENGRAVING_MESSAGES,
  engravingProblem,
  type EngravingFont,
} from '@/lib/shop/engraving';

import type { EngravingDraft } from './engraving-option';
import styles from './engraving-option.module.css';

const FONT_FAMILIES: Record<EngravingFont, string> = {
  classic: 'Georgia, "Times New Roman", serif',
  script: '"Segoe Script", "Brush Script MT", "Apple Chancery", cursive',
};

type EngravingPanelProps = {
  /** The element the «Добавить гравировку» button controls. */
  id: string;
  value: NonNullable<EngravingDraft>;
  onChange: (next: EngravingDraft) => void;
  image: string;
  showError: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
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
 * The open engraving: the text, the font, the preview and «Убрать гравировку». Its code loads when
 * a shopper first opens it (EngravingOption), not with every wedding ring's page.
 */
export function EngravingPanel({
  id: panelId,
  value,
  onChange,
  image,
  showError,
  inputRef,
}: EngravingPanelProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const problem = engravingProblem(value.text);
  // a bad character or a text too long is told at once; an empty one once the shopper adds to cart
  const visibleError =
    problem && (showError || problem !== ENGRAVING_MESSAGES.empty) ? problem : null;
  // «Добавить в корзину» pressed before this panel's code arrived: its field takes the focus now,
  // as useEngraving's refuse() gives it when the panel is already there
  useEffect(() => {
    if (showError) inputRef?.current?.focus();
  }, [showError, inputRef]);

  return (
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
  );
}
