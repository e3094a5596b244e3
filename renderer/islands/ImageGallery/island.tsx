import { island } from '../island.tsx';
import Widget from './widget.tsx';

/**
 * The photo gallery pages use: a masonry grid (4 columns, 3 up to 1100 px, 2 up to 700 px, 1 up to 500 px) whose
 * photos open a full-screen lightbox, prerendered as the plain grid and made interactive in the browser.
 */
export const ImageGallery = island('ImageGallery', Widget);
