import { island } from '../island.tsx';
import Widget from './widget.tsx';

export const FeedbackForm = island('FeedbackForm', Widget, { hydrate: 'visible' });
