import type { GalleryImage } from '../../scripts/content/derive/galleryFolder.ts';
import { Photo } from './Photo.tsx';
import './ImageGallery.css';

export type { GalleryImage };

/**
 * A responsive masonry-style grid of photos (4 columns, 3 up to 1100 px, 2 up to 700 px, 1 up to 500 px).
 * Pictures keep their proportions; the columns balance them top to bottom.
 */
export function ImageGallery({ images }: { images: GalleryImage[] }) {
  return (
    <ul className="image-gallery">
      {images.map(({ image, alt }) => (
        <li key={image.url} className="image-gallery__item">
          <Photo image={image} alt={alt} />
        </li>
      ))}
    </ul>
  );
}
