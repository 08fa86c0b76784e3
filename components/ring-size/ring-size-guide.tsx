'use client';

import { useId } from 'react';

import { Modal } from '@/components/ui/modal';

import styles from './ring-size-guide.module.css';
import { RingSizeTable } from './ring-size-table';
import { RingSizer } from './ring-sizer';

type RingSizeGuideProps = {
  open: boolean;
  onClose: () => void;
  sizes?: readonly string[];
  onSelect?: (size: string) => void;
};

/**
 * The ring-size guide: the on-screen sizer, how to measure at home, and the Russian size
 * table with circumference and EU/US equivalents. A side modal of spec 2.5: focus moves in, stays
 * in, and returns to «Как узнать размер»; Escape closes.
 */
export function RingSizeGuide({ open, onClose, sizes, onSelect }: RingSizeGuideProps) {
  const measureId = useId();
  return (
    <Modal open={open} onClose={onClose} size="side" title="Как узнать размер кольца">
      <div className={styles.guide}>
        <p className={styles.lead}>
          Российский размер кольца — это его внутренний диаметр в миллиметрах.
        </p>
        <RingSizer sizes={sizes} onSelect={onSelect} />
        <section aria-labelledby={measureId} className={styles.section}>
          <h3 id={measureId} className={styles.heading}>
            Как измерить дома
          </h3>
          <h4 className={styles.subheading}>Нитью или полоской бумаги</h4>
          <ol className={styles.steps}>
            <li>Плотно, но без усилия оберните нить вокруг основания пальца.</li>
            <li>Отметьте место, где конец нити сходится с началом.</li>
            <li>
              Измерьте отрезок линейкой: это длина окружности. Найдите её в таблице или разделите на
              3,14 — получится диаметр, то есть размер.
            </li>
          </ol>
          <h4 className={styles.subheading}>По кольцу, которое вам впору</h4>
          <p>
            Измерьте линейкой внутренний диаметр кольца от края до края — это и есть размер. Или
            положите кольцо на экран и подгоните круг выше.
          </p>
          <p className={styles.note}>
            Мерьте вечером, в тепле: утром и на холоде пальцы тоньше. Кольцо должно проходить через
            сустав. Если вы между размерами, берите больший.
          </p>
        </section>
        <RingSizeTable />
      </div>
    </Modal>
  );
}
