import { island } from '../island.tsx';
import QuestionBank from './widget.tsx';
import './questionBank.css';

/** The question-paper tree: prerendered with its programmes, hydrated to open folders and filter. */
export const QuestionBankIsland = island('QuestionBank', QuestionBank);
