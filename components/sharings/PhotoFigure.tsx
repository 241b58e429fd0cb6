import type { Photo } from '@/content/photos';
import { ResponsiveImage } from '@/components/media/ResponsiveImage';

/**
 * How wide a photo is shown: the full column on phones, a third of the container (72rem less its
 * padding and two 1.5rem gaps) from 768px up.
 */
const PHOTO_SIZES = '(min-width: 1152px) 358px, (min-width: 768px) calc((100vw - 5rem) / 3), calc(100vw - 2rem)';

/** A captioned photo; styled by the feed around it. */
export function PhotoFigure({ photo, aboveTheFold }: { photo: Photo; aboveTheFold: boolean }) {
  return (
    <figure>
      <ResponsiveImage image={photo.src} sizes={PHOTO_SIZES} aboveTheFold={aboveTheFold} />
      <figcaption>{photo.caption}</figcaption>
    </figure>
  );
}
