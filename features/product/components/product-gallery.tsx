'use client';

import dynamic from 'next/dynamic';
import Image from 'next/image';
import { useState, type MouseEvent } from 'react';

import type { Product } from '@/lib/platform/api/contracts/catalog';
import { useHasBeenTrue } from '@/lib/platform/hooks/use-has-been-true';

import styles from './product-gallery.module.css';

// The zoom modal's code loads when the shopper first opens it, not with the page (docs/performance.md).
const ProductZoom = dynamic(() => import('./product-zoom').then((module) => module.ProductZoom), {
  ssr: false,
});

type ProductGalleryProps = Pick<Product, 'name' | 'images' | 'videos'>;

type Slide =
  | { kind: 'image'; src: string; thumb: string; label: string }
  | { kind: 'video'; src: string; poster: string | null; label: string };

function slidesOf({ images, videos }: Pick<Product, 'images' | 'videos'>): Slide[] {
  return [
    ...images.map((image, index): Slide => ({
      kind: 'image',
      src: image.image_url_lg,
      thumb: image.image_url_sm || image.image_url_lg,
      label: `Фото ${index + 1}`,
    })),
    ...videos.map((video, index): Slide => ({
      kind: 'video',
      src: video.url,
      poster: video.poster,
      label: `Видео ${index + 1}`,
    })),
  ];
}

/** Desktop hover zoom: the picture scales around the pointer (CSS does it only for fine pointers). */
function followPointer(event: MouseEvent<HTMLElement>) {
  const box = event.currentTarget.getBoundingClientRect();
  event.currentTarget.style.setProperty(
    '--zoom-x',
    `${((event.clientX - box.left) / box.width) * 100}%`,
  );
  event.currentTarget.style.setProperty(
    '--zoom-y',
    `${((event.clientY - box.top) / box.height) * 100}%`,
  );
}

/**
 * Main picture with thumbnails «Фото N» (and «Видео N» for videos). The first picture is the page's
 * LCP, so it is preloaded; pictures are SVG, so the optimiser is skipped. Clicking the picture (or
 * Enter on it) opens it large in a full-size modal.
 */
export function ProductGallery({ name, images, videos }: ProductGalleryProps) {
  const slides = slidesOf({ images, videos });
  const [active, setActive] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const slide = slides[active] ?? slides[0];
  const photos = slides.filter((item) => item.kind === 'image');
  const zoomLoaded = useHasBeenTrue(zoomed);

  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        {!slide && <div className={styles.placeholder} aria-hidden="true" />}
        {slide?.kind === 'image' && (
          <button
            type="button"
            className={styles.zoomButton}
            onClick={() => setZoomed(true)}
            onMouseMove={followPointer}
            aria-label={`Увеличить: ${slide.label}`}
            aria-haspopup="dialog"
          >
            <Image
              src={slide.src}
              alt={`${name}, ${slide.label.toLowerCase()}`}
              width={800}
              height={800}
              preload={active === 0}
              fetchPriority={active === 0 ? 'high' : undefined}
              className={styles.image}
            />
          </button>
        )}
        {slide?.kind === 'video' && (
          <video
            key={slide.src}
            className={styles.video}
            src={slide.src}
            poster={slide.poster ?? undefined}
            controls
            playsInline
            preload="metadata"
            aria-label={`${name}, ${slide.label.toLowerCase()}`}
          />
        )}
      </div>
      {slides.length > 1 && (
        <ul className={styles.thumbs} aria-label="Фото и видео товара">
          {slides.map((item, index) => (
            <li key={`${item.kind}-${item.src}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={item.label}
                aria-pressed={index === active}
                onClick={() => setActive(index)}
              >
                {item.kind === 'image' ? (
                  <Image src={item.thumb} alt="" width={88} height={88} />
                ) : (
                  <span className={styles.videoThumb} aria-hidden="true">
                    ▶
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomLoaded && slide?.kind === 'image' && (
        <ProductZoom
          open={zoomed}
          onClose={() => setZoomed(false)}
          name={name}
          photos={photos.map((item) => item.src)}
          start={photos.findIndex((item) => item.src === slide.src)}
        />
      )}
    </div>
  );
}
