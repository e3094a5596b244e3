import { island } from '../island.tsx';
import Widget from './widget.tsx';

export const HomeCarousel = island('HomeCarousel', Widget);
