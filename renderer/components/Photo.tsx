import type { Asset } from '../../scripts/content/context.ts';
import { href } from '../href.ts';

/**
 * Every content image goes through here, so width, height and lazy loading are never forgotten
 * (and responsive formats can be added in one place).
 */
export function Photo({ image, alt, lazy = true, className, sizes }: { image: Asset; alt: string; lazy?: boolean; className?: string; sizes?: string }) {
  return (
    <img
      className={className}
      src={href(image.url)}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      sizes={sizes}
    />
  );
}
