import { island } from '../island.tsx';
import Widget from './widget.tsx';

export const ImageGallery = island('ImageGallery', Widget);
