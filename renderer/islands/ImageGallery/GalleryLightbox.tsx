import { useEffect, useRef } from 'react';
import Lightbox, { type ControllerRef, type SlideImage } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { href } from '../../href.ts';
import { imageVariants } from '../../../common/imageVariants.ts';
import type { GalleryImage } from '../../../common/contentTypes.ts';

export interface GalleryLightboxProps {
  images: GalleryImage[];
  /** The picture shown; undefined while closed. */
  index: number | undefined;
  onClose(): void;
  /** After the closing fade: the gallery puts focus back on the picture that opened it. */
  onExited(): void;
}

/** A swipe counts beyond this many pixels of sideways movement (spec 5; the library's own threshold is 30). */
const SWIPE_PX = 10;

function slideOf({ image, alt }: GalleryImage): SlideImage {
  const scale = (width: number) => Math.round(((image.height ?? 0) * width) / (image.width ?? width));
  return {
    src: href(image.url),
    alt,
    width: image.width,
    height: image.height,
    srcSet: imageVariants(image)
      .filter((variant) => variant.format === 'webp')
      .map((variant) => ({ src: href(variant.url), width: variant.width, height: scale(variant.width) })),
  };
}

/**
 * yet-another-react-lightbox as spec 4, 5 and 9 set it: wrap-around, fade 250 ms, swipe 500 ms, two
 * pictures preloaded either side, padding 16 px, spacing 30%. The library locks the page's scroll,
 * hides the rest of the page from assistive technology, handles the arrow keys and Escape, and shows
 * an error icon for a picture that fails to load. Swipes are counted here, from 10 px.
 */
export default function GalleryLightbox({ images, index, onClose, onExited }: GalleryLightboxProps) {
  const controller = useRef<ControllerRef>(null);
  const open = index !== undefined;

  useEffect(() => {
    if (!open) return;
    let start: { x: number; y: number; id: number } | undefined;
    const onDown = (event: PointerEvent) => {
      const target = event.target as Element;
      start = target.closest('.yarl__container') && !target.closest('button') ? { x: event.clientX, y: event.clientY, id: event.pointerId } : undefined;
    };
    const onUp = (event: PointerEvent) => {
      if (!start || start.id !== event.pointerId) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      start = undefined;
      if (Math.abs(dx) <= SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
      // Left (towards negative x) shows the next picture, right the previous one.
      if (dx < 0) controller.current?.next();
      else controller.current?.prev();
    };
    const onCancel = () => (start = undefined);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('pointerup', onUp);
    document.addEventListener('pointercancel', onCancel);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('pointerup', onUp);
      document.removeEventListener('pointercancel', onCancel);
    };
  }, [open]);

  return (
    <Lightbox
      open={open}
      index={index ?? 0}
      close={onClose}
      slides={images.map(slideOf)}
      animation={{ fade: 250, swipe: 500 }}
      carousel={{ finite: false, preload: 2, padding: '16px', spacing: '30%' }}
      controller={{ ref: controller, disableSwipeNavigation: true, closeOnBackdropClick: false }}
      on={{ exited: onExited }}
      labels={{ Previous: 'Previous photo', Next: 'Next photo', Close: 'Close', Lightbox: 'Photo viewer' }}
    />
  );
}
