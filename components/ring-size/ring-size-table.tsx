import { useId } from 'react';

import { formatRingSize } from '@/lib/shop/ring-size/ring-sizes';
import { RING_SIZE_TABLE } from '@/lib/shop/ring-size/size-table';

import styles from './ring-size-guide.module.css';

const mm = (value: number) =>
  value.toLocaleString('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The Russian size table: size = inner diameter, circumference π·d, EU ≈ circumference, US. */
export function RingSizeTable() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId} className={styles.heading}>
        Таблица размеров
      </h3>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Размер (диаметр, мм)</th>
              <th scope="col">Окружность, мм</th>
              <th scope="col">EU</th>
              <th scope="col">US</th>
            </tr>
          </thead>
          <tbody>
            {RING_SIZE_TABLE.map((row) => (
              <tr key={row.ru}>
                <th scope="row">{formatRingSize(row.ru)}</th>
                <td>{mm(row.circumferenceMm)}</td>
                <td>{row.eu}</td>
                <td>{formatRingSize(row.us)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
