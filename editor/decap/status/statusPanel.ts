/**
 * The small panel where the editor tells the office what became of a published change, and what is wrong with the site
 * itself: fixed at the bottom right of the window, outside Decap's page, closable. Its text is a polite live region
 * (role="status"), in the page from the start, so a screen reader reads each new message without moving the keyboard.
 * Its stylesheet is styles/publishStatus.css.
 */
import type { Said } from './publishStatus.ts';

export class StatusPanel {
  readonly #panel: HTMLElement;
  readonly #site: HTMLElement;
  readonly #change: HTMLElement;

  constructor(document: Document) {
    this.#panel = document.createElement('div');
    this.#panel.className = 'publish-status';
    this.#panel.dataset.empty = '';
    const status = document.createElement('div');
    status.setAttribute('role', 'status');
    this.#site = document.createElement('p');
    this.#change = document.createElement('p');
    status.append(this.#site, this.#change);
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'publish-status-close';
    close.textContent = '×';
    close.setAttribute('aria-label', 'Close this message');
    close.addEventListener('click', () => {
      this.#say(this.#site, undefined);
      this.#say(this.#change, undefined);
    });
    this.#panel.append(status, close);
    document.body.append(this.#panel);
  }

  /** What became of the change published last. */
  change(said: Said | undefined): void {
    this.#say(this.#change, said);
  }

  /** What is wrong with the site itself (the nightly rebuild stopped, an old build). */
  site(said: Said | undefined): void {
    this.#say(this.#site, said);
  }

  #say(line: HTMLElement, said: Said | undefined): void {
    line.replaceChildren();
    if (said) {
      line.append(said.text);
      if (said.link) {
        const link = line.ownerDocument.createElement('a');
        link.href = said.link.href;
        link.target = '_blank';
        link.rel = 'noopener';
        link.textContent = said.link.text;
        line.append(' ', link);
      }
    }
    if (said?.problem) line.dataset.problem = '';
    else delete line.dataset.problem;
    const empty = !this.#site.hasChildNodes() && !this.#change.hasChildNodes();
    if (this.#site.dataset.problem !== undefined || this.#change.dataset.problem !== undefined) this.#panel.dataset.problem = '';
    else delete this.#panel.dataset.problem;
    if (empty) this.#panel.dataset.empty = '';
    else delete this.#panel.dataset.empty;
  }
}
