/**
 * What a visitor does to an island before its code has arrived (a slow phone, an island that loads only near the
 * viewport) is kept and done again once the island has hydrated, so that no tap, key or submit is lost:
 *
 * - a click on a button (`type="button"`: a tab, a carousel's arrow or dot, a photo, a folder) is clicked again on the
 *   same button; Enter and Space on a focused button arrive as such a click;
 * - a key pressed on anything but a form field (the arrow keys in a tab list) is pressed again on the same element;
 * - a form's submit (a click on its button, Enter in a field) is held and submitted again with the same button;
 *   submit buttons the page renders disabled because they need the script (`data-enabled-early`) are enabled at once;
 * - what is typed or chosen in a form field stays in the field, where the widget takes it over when it hydrates.
 *
 * These are held in the order they came, away from React (which listens on the same element, later), until replay().
 * The first of them asks for the island's code at once, wherever the island is and whenever it was due to load.
 */
const HELD = ['click', 'keydown', 'submit'] as const;
/** What only starts the island's loading early. */
const STARTS = ['pointerdown', 'focusin', 'input', 'change'] as const;

type Held =
  | { event: 'click'; control: HTMLButtonElement }
  | { event: 'keydown'; target: Element; key: KeyboardEventInit }
  | { event: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

const isField = (element: Element) => element.matches('input, select, textarea, [contenteditable]');

/** What a held event is to be done again as; undefined for what the browser has already done in full (typing, a link). */
function toHeld(event: Event): Held | undefined {
  const target = event.target as Element;
  if (event.type === 'click') {
    const control = target.closest('button');
    return control?.type === 'button' ? { event: 'click', control } : undefined;
  }
  if (event.type === 'keydown') {
    if (isField(target)) return undefined;
    const { key, code, location, repeat, altKey, ctrlKey, metaKey, shiftKey } = event as KeyboardEvent;
    return {
      event: 'keydown',
      target,
      key: { key, code, location, repeat, altKey, ctrlKey, metaKey, shiftKey, bubbles: true, cancelable: true, composed: true },
    };
  }
  // A submit that reached the island passed the browser's own checks (required fields, e-mail addresses).
  event.preventDefault();
  return { event: 'submit', form: target as HTMLFormElement, submitter: (event as SubmitEvent).submitter };
}

/** Does one held event again, on its element if that is still on the page. */
function replayOne(held: Held): void {
  if (held.event === 'click') {
    if (held.control.isConnected) held.control.click();
  } else if (held.event === 'keydown') {
    if (held.target.isConnected) held.target.dispatchEvent(new KeyboardEvent('keydown', held.key));
  } else if (held.form.isConnected) {
    held.form.requestSubmit(held.submitter?.isConnected ? held.submitter : null);
  }
}

/** Each event the browser delivers is a task of its own: the widget renders what one did before the next arrives. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface EarlyInteraction {
  /** Stops holding, then does again, in order, what the visitor did; call it once the island has hydrated. */
  replay(): Promise<void>;
}

/** Starts holding what the visitor does to `island`; `onFirst` runs at the first interaction (to load the island now). */
export function holdEarlyInteraction(island: HTMLElement, onFirst: () => void): EarlyInteraction {
  const held: Held[] = [];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    onFirst();
  };
  const hold = (event: Event) => {
    start();
    const action = toHeld(event);
    if (!action) return;
    // React's listeners on the same element come after this one: until replay() the event is the island's alone.
    event.stopImmediatePropagation();
    held.push(action);
  };
  HELD.forEach((type) => island.addEventListener(type, hold, true));
  STARTS.forEach((type) => island.addEventListener(type, start, true));
  island.querySelectorAll<HTMLButtonElement>('button[data-enabled-early]').forEach((button) => (button.disabled = false));

  return {
    async replay() {
      HELD.forEach((type) => island.removeEventListener(type, hold, true));
      STARTS.forEach((type) => island.removeEventListener(type, start, true));
      for (const action of held.splice(0)) {
        replayOne(action);
        await nextTask();
      }
    },
  };
}
