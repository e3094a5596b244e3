import { useRef, useState, type ComponentType } from 'react';
import type { GalleryImage } from '../../../common/contentTypes.ts';
import { Photo } from '../../components/Photo.tsx';
import type { GalleryLightboxProps } from './GalleryLightbox.tsx';
import './ImageGallery.css';

// The lightbox (yet-another-react-lightbox and its styles) loads only when a visitor is about to open it.
let lightbox: Promise<ComponentType<GalleryLightboxProps>> | undefined;
const loadLightbox = () => (lightbox ??= import('./GalleryLightbox.tsx').then((module) => module.default));

/**
 * A masonry grid of photos (4 columns, 3 up to 1100 px, 2 up to 700 px, 1 up to 500 px). Each photo is
 * a button that opens a full-screen lightbox at it; closing returns focus to that photo.
 */
export default function ImageGallery({ images }: { images: GalleryImage[] }) {
  const [Lightbox, setLightbox] = useState<ComponentType<GalleryLightboxProps>>();
  const [openAt, setOpenAt] = useState<number>();
  const opener = useRef<number>(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const open = async (index: number) => {
    opener.current = index;
    const component = await loadLightbox();
    setLightbox(() => component);
    setOpenAt(index);
  };

  return (
    <>
      <ul className="image-gallery" onPointerEnter={() => void loadLightbox()} onFocus={() => void loadLightbox()}>
        {images.map(({ image, alt }, index) => (
          <li key={image.url} className="image-gallery__item">
            <button
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              className="image-gallery__open"
              aria-haspopup="dialog"
              onClick={() => void open(index)}
            >
              <Photo image={image} alt={alt} sizes="(max-width: 500px) 100vw, (max-width: 700px) 50vw, (max-width: 1100px) 33vw, 25vw" />
            </button>
          </li>
        ))}
      </ul>
      {Lightbox ? (
        <Lightbox images={images} index={openAt} onClose={() => setOpenAt(undefined)} onExited={() => buttons.current[opener.current]?.focus()} />
      ) : null}
    </>
  );
}
