'use client';

import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';

import { ChevronIcon } from '@/components/ui/icons';
import { sliderListName } from '@/lib/shop/analytics/lists';
import { useListTracking } from '@/lib/shop/analytics/use-list-tracking';

import styles from './recommendation-slider.module.css';
import { RecommendedCard, type RecommendedCardProduct } from './recommended-card';

type RecommendationSliderProps = {
  title: string;
  items: RecommendedCardProduct[];
  /** Which list this is (similar, popular, personal, cms…): data-type and the analytics list name. */
  type?: string;
  className?: string;
  /** A control of the list beside its title (the recently viewed list's «Очистить»). */
  action?: ReactNode;
};

type Edges = { start: boolean; end: boolean };

/** «Назад» and «Вперёд»: scroll the row by most of its width. */
function SliderArrows({
  listRef,
  edges,
}: {
  listRef: RefObject<HTMLUListElement | null>;
  edges: Edges;
}) {
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({
      left: direction * list.clientWidth * 0.9,
      behavior: reduced ? 'auto' : 'smooth',
    });
  };
  return (
    <>
      <button
        type="button"
        className={styles.arrow}
        onClick={() => scroll(-1)}
        disabled={edges.start}
      >
        <ChevronIcon direction="left" />
        <span className={styles.arrowLabel}>Назад</span>
      </button>
      <button type="button" className={styles.arrow} onClick={() => scroll(1)} disabled={edges.end}>
        <span className={styles.arrowLabel}>Вперёд</span>
        <ChevronIcon direction="right" />
      </button>
    </>
  );
}

/** A titled, horizontally scrolling row of recommended products (spec 2.5, gap 10px). */
export function RecommendationSlider({
  title,
  items,
  type,
  className,
  action,
}: RecommendationSliderProps) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ start: true, end: true });
  const trackingRef = useListTracking(sliderListName(type, title));

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const start = list.scrollLeft <= 1;
    const end = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    setEdges((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const frame = requestAnimationFrame(measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(list);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [measure, items.length]);

  if (items.length === 0) return null;

  const scrollable = !(edges.start && edges.end);

  return (
    <section
      ref={trackingRef}
      className={[styles.slider, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-type={type}
    >
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {(scrollable || action) && (
          <div className={styles.controls}>
            {action}
            {scrollable && <SliderArrows listRef={listRef} edges={edges} />}
          </div>
        )}
      </div>
      <ul ref={listRef} className={styles.list} onScroll={measure}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <RecommendedCard product={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
