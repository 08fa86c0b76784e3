'use client';

import Image from 'next/image';
import { useState } from 'react';

import { ChevronIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';

import styles from './product-zoom.module.css';

type ProductZoomProps = {
  open: boolean;
  onClose: () => void;
  name: string;
  photos: string[];
  /** Index of the photo to open with. */
  start: number;
};

/** The product's photos large, in a full-size modal with «Закрыть» and previous/next buttons. */
export function ProductZoom({ open, onClose, name, photos, start }: ProductZoomProps) {
  if (!open) return null;
  return <ZoomDialog onClose={onClose} name={name} photos={photos} start={start} />;
}

function ZoomDialog({ onClose, name, photos, start }: Omit<ProductZoomProps, 'open'>) {
  // Mounted on open, so every opening starts at the photo the shopper clicked.
  const [index, setIndex] = useState(Math.max(0, start));
  const count = photos.length;
  const step = (by: number) => setIndex((current) => (current + by + count) % count);
  const src = photos[index];
  if (!src) return null;
  return (
    <Modal
      open
      onClose={onClose}
      size="full"
      title={name}
      subtitle={`Фото ${index + 1} из ${count}`}
    >
      <div className={styles.body}>
        {count > 1 && (
          <button type="button" className={styles.arrow} onClick={() => step(-1)}>
            <ChevronIcon direction="left" />
            <span className="visually-hidden">Предыдущее фото</span>
          </button>
        )}
        <Image
          src={src}
          alt={`${name}, фото ${index + 1}`}
          width={1200}
          height={1200}
          className={styles.image}
        />
        {count > 1 && (
          <button type="button" className={styles.arrow} onClick={() => step(1)}>
            <ChevronIcon direction="right" />
            <span className="visually-hidden">Следующее фото</span>
          </button>
        )}
      </div>
    </Modal>
  );
}
