import type { Asset } from '../../common/contentTypes.ts';
import { href } from '../href.ts';
import { imageVariants, VARIANT_FORMATS } from '../../common/imageVariants.ts';
import './Photo.css';

/**
 * Every content image goes through here, so width, height, lazy loading and the responsive copies
 * (AVIF and WebP at a few widths, made by the build) are never forgotten. Browsers pick the smallest
 * copy they understand that fills the space `sizes` describes; the original stays the fallback.
 * Images in the first screen of a page pass lazy={false}.
 */
export function Photo({ image, alt, lazy = true, className, sizes }: { image: Asset; alt: string; lazy?: boolean; className?: string; sizes?: string }) {
  const img = (
    <img className={className} src={href(image.url)} alt={alt} width={image.width} height={image.height} loading={lazy ? 'lazy' : undefined} decoding="async" />
  );
  const variants = imageVariants(image);
  if (variants.length === 0) return img;
  // Without a hint from the page, assume the picture is shown at most at its own width.
  const shownAt = sizes ?? `(max-width: ${image.width}px) 100vw, ${image.width}px`;
  return (
    <picture className="photo">
      {VARIANT_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          sizes={shownAt}
          srcSet={variants
            .filter((variant) => variant.format === format)
            .map((variant) => `${href(variant.url)} ${variant.width}w`)
            .join(', ')}
        />
      ))}
      {img}
    </picture>
  );
}
