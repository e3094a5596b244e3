import { useEffect, useRef, useState, type FormEvent } from 'react';
import { sendForm } from '@emailjs/browser';
import { failureMessage } from './failureMessage.ts';
import './FeedbackForm.css';

interface FeedbackFormProps {
  /** The e-mail provider's public ids (content/site.yaml emailService); any empty one switches the form off. */
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** The office's address, offered when sending is not possible. */
  contactEmail: string;
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; message: string };

/**
 * The home page's feedback form, sent by the e-mail provider's sendForm (spec 7). Success: the
 * original's alert, and the form is emptied. Failure: a message in the form, and what was typed stays.
 */
export default function FeedbackForm({ serviceId, templateId, publicKey, contactEmail }: FeedbackFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // Without the script the button stays disabled: a plain submit would put the message in the address bar. The page's
  // script enables it as soon as it holds a submit for the form until it has hydrated (earlyInteraction.ts); what was
  // typed before stays in the fields, which sendForm reads.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  if (!serviceId || !templateId || !publicKey) {
    return (
      <p className="feedback-form__unavailable">
        Feedback is unavailable at the moment. Please write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a> instead.
      </p>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.current || status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    try {
      await sendForm(serviceId, templateId, form.current, { publicKey });
      setStatus({ kind: 'idle' });
      window.alert('Thank you for your feedback!');
      form.current.reset();
    } catch (error) {
      // The provider answers with { status, text }; a failed fetch throws a TypeError (status 0: Network Error).
      const code =
        typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : 0;
      setStatus({ kind: 'failed', message: failureMessage(code, contactEmail) });
    }
  };

  const sending = status.kind === 'sending';
  return (
    <form ref={form} className="feedback-form" onSubmit={onSubmit} aria-busy={sending}>
      <p className="feedback-form__field">
        <label htmlFor="feedback-name">Name</label>
        <input id="feedback-name" name="user_name" type="text" autoComplete="name" required />
      </p>
      <p className="feedback-form__field">
        <label htmlFor="feedback-email">E-mail</label>
        <input id="feedback-email" name="user_email" type="email" autoComplete="email" required />
      </p>
      <p className="feedback-form__field">
        <label htmlFor="feedback-message">Message</label>
        <textarea id="feedback-message" name="message" rows={5} required />
      </p>
      <div role="alert" className="feedback-form__status">
        {status.kind === 'failed' ? <p className="feedback-form__error">{status.message}</p> : null}
      </div>
      <p>
        <button type="submit" className="button" disabled={!ready || sending} data-enabled-early suppressHydrationWarning>
          {sending ? 'Sending…' : 'Send'}
        </button>
      </p>
    </form>
  );
}
