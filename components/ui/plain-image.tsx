import { preload as preloadResource } from 'react-dom';

/** The intrinsic size, so the page keeps its place before the picture loads: `size` for a square. */
type PictureSize =
  { size: number; width?: never; height?: never } | { width: number; height: number; size?: never };

type PlainImageProps = PictureSize & {
  src: string;
  alt: string;
  className?: string;
  /** The page's LCP picture: preloaded, loaded eagerly and first (`fetchpriority="high"`). */
  preload?: boolean;
  /**
   * Without `preload`: lazy unless said otherwise. React preloads an eager picture in the document's
   * head like a `preload` one (without the high priority), ahead of the stylesheets: keep it for the
   * one picture that is the page's largest paint.
   */
  loading?: 'eager' | 'lazy';
};

/**
 * An `<img>` with what `next/image` renders for an `unoptimized` picture (ours are SVG, so the
 * optimiser is skipped anyway): lazy unless preloaded, async decoding, intrinsic size. `next/image`
 * brings ~9 KiB of client JS to every page that has it in a client component (docs/adr/0005); this costs
 * none. Works in server and client components.
 */
export function PlainImage({
  src,
  alt,
  className,
  preload = false,
  loading = 'lazy',
  ...box
}: PlainImageProps) {
  const width = box.size ?? box.width;
  const height = box.size ?? box.height;
  // ReactDOM.preload emits a <link rel="preload"> in the document head, as next/image does
  if (preload) preloadResource(src, { as: 'image', fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the optimiser is skipped (SVG); see above
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      // only the attribute that applies: an undefined prop still costs bytes in the flight data
      {...(preload ? { fetchPriority: 'high' as const } : { loading })}
      decoding="async"
      className={className}
    />
  );
}
