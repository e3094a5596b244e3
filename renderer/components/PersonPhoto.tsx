import type { Asset } from '../../common/contentTypes.ts';
import { Photo } from './Photo.tsx';
import './PersonPhoto.css';

/**
 * A person's photo as the staff and rank holder pages show it: a 250 x 210 box with the photo cropped to it (its
 * responsive copies through Photo), or the empty box when the row names none. Decorative: the name stands beside it.
 */
export function PersonPhoto({ photo, className }: { photo: Asset | undefined; className?: string }) {
  const classes = className ? `person-photo ${className}` : 'person-photo';
  return photo ? <Photo image={photo} alt="" className={classes} /> : <div className={`${classes} person-photo--none`} aria-hidden="true" />;
}
