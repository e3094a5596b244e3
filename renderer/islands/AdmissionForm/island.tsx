import { island } from '../island.tsx';
import Widget from './widget.tsx';

export const AdmissionForm = island('AdmissionForm', Widget);
