/**
 * A refusal the office must read: an alert dialog (the browser's own modal <dialog>, role alertdialog) over everything
 * on the page, the media window included, that stays until it is dismissed (OK, or Escape). Decap's own messages
 * are notices at the foot of the page that go away after 8 seconds, behind the media window when it is open.
 */
import './refusalDialog.css';

/** What a refusal says: a heading, then its paragraphs; a list (who uses a file) is one item per line. */
export interface RefusalText {
  heading: string;
  paragraphs: (string | string[])[];
}

let shown = 0;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, ...children: Node[]): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (text !== undefined) made.textContent = text;
  made.append(...children);
  return made;
}

/** Shows the refusal with its OK button focused; once it is dismissed, the focus goes back where it was. */
export function showRefusal({ heading, paragraphs }: RefusalText): void {
  const id = `office-refusal-${++shown}`;
  const title = element('h2', heading);
  title.id = `${id}-heading`;
  const text = element(
    'div',
    undefined,
    ...paragraphs.map((part) => (typeof part === 'string' ? element('p', part) : element('ul', undefined, ...part.map((line) => element('li', line))))),
  );
  text.id = `${id}-text`;
  const ok = element('button', 'OK');
  ok.type = 'button';
  const dialog = element('dialog', undefined, title, text, ok);
  dialog.className = 'office-refusal';
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-labelledby', title.id);
  dialog.setAttribute('aria-describedby', text.id);
  ok.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  ok.focus();
}
