import { fallbackSrcOf, srcSetOf, type PageImage } from '@/lib/images/page-images';

interface ResponsiveImageProps {
  image: PageImage;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  /** Whether the image is visible without scrolling; all others load lazily. */
  aboveTheFold?: boolean;
  className?: string;
}

/**
 * One of the site's generated images, every size offered through srcset so the browser fetches the
 * smallest that stays sharp, with its intrinsic size reserving its space before it loads.
 */
export function ResponsiveImage({ image, sizes, aboveTheFold = false, className }: ResponsiveImageProps) {
  return (
    // A plain <img>: the static export has no image optimiser, and the sizes are generated ahead of time.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={className}
      src={fallbackSrcOf(image)}
      srcSet={srcSetOf(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={aboveTheFold ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
