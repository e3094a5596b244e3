import { island } from '../island.tsx';
import Widget from './widget.tsx';

export const Testimonials = island('Testimonials', Widget, { hydrate: 'visible' });
