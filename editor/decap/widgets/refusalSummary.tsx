/**
 * The short list at the top of an entry's form of what keeps it from being saved: every problem a field shows beside
 * it (checkedControl.tsx, optionalGroupWidget.tsx, sheetTable.tsx), each a link that moves the keyboard to its field.
 * It follows the fields: a problem leaves the list when its field leaves it (the field changed). When Publish is refused,
 * the list takes the keyboard, so that a screen reader reads it and the form scrolls to it.
 *
 * Decap has no place for it in its form: the list is put first in the form's box, which Decap's styles name
 * "…-ControlPaneContainer" (a Decap internal, as smallScreens.css explains; tests/e2e/editor-refusals.spec.ts fails
 * without it, the summary's links being looked for there).
 */
import { useEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** One problem in the list: what the field beside it says, and the id of the control it is about. */
interface SummaryItem {
  target: string;
  text: string;
}

/** The most problems listed one by one: the rest are counted, a link to the first of them (a new results year's empty figures). */
const LISTED = 8;

/** The form's box, which holds every field of the entry (Decap's internal class name, see above). */
const FORM_BOX = "[class*='-ControlPaneContainer']";

/** The items by the field that shows them (its id). */
const shown = new Map<string, SummaryItem[]>();
let host: HTMLElement | undefined;
let root: Root | undefined;
let takeFocus = false;
let pending = false;

/** The problems the field `owner` shows now (none: it shows nothing). */
export function showInSummary(owner: string, items: SummaryItem[]): void {
  if (JSON.stringify(shown.get(owner) ?? []) === JSON.stringify(items)) return;
  if (items.length > 0) shown.set(owner, items);
  else shown.delete(owner);
  update();
}

/** Publish was refused: once the fields show why, the list takes the keyboard. */
export function refusedNow(): void {
  takeFocus = true;
  update();
}

/** Drawn once the fields have drawn theirs (they report in their own updates, all in one task). */
function update(): void {
  if (pending) return;
  pending = true;
  setTimeout(() => {
    pending = false;
    draw();
  });
}

/** In the order the fields stand in the form. */
function inFormOrder(items: SummaryItem[]): SummaryItem[] {
  const placed = items.map((item) => ({ item, element: document.getElementById(item.target) }));
  return placed
    .sort((a, b) => (a.element && b.element ? (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1) : 0))
    .map(({ item }) => item);
}

function draw(): void {
  const items = inFormOrder([...shown.values()].flat());
  const focus = takeFocus;
  takeFocus = false;
  const form = items.map((item) => document.getElementById(item.target)?.closest(FORM_BOX)).find(Boolean);
  if (items.length === 0 || !form) {
    root?.render(null);
    return;
  }
  if (!host || host.parentElement !== form) {
    root?.unmount();
    host = document.createElement('div');
    form.prepend(host);
    root = createRoot(host);
  }
  root!.render(<RefusalSummary items={items} focus={focus} />);
}

/** Moves the keyboard to a field, scrolled into the middle of the form. */
function goTo(target: string): void {
  const element = document.getElementById(target);
  element?.focus({ preventScroll: true });
  element?.scrollIntoView({ block: 'center' });
}

function RefusalSummary({ items, focus }: { items: SummaryItem[]; focus: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focus) return;
    box.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: 'nearest' });
  });
  const count = items.length === 1 ? 'one thing' : `${items.length} things`;
  const link = (target: string, text: string) => (
    <a
      href={`#${target}`}
      onClick={(event) => {
        // Decap keeps its page in the address's #fragment: the link moves the keyboard, not the address.
        event.preventDefault();
        goTo(target);
      }}
    >
      {text}
    </a>
  );
  const rest = items.slice(LISTED);
  return (
    <div ref={box} className="refusal-summary" role="region" tabIndex={-1} aria-labelledby="refusal-summary-heading">
      <h2 id="refusal-summary-heading">Not saved: {count} to put right</h2>
      <ul>
        {items.slice(0, LISTED).map((item, index) => (
          <li key={`${item.target}-${index}`}>{link(item.target, item.text)}</li>
        ))}
        {rest.length > 0 && <li>{link(rest[0].target, `and ${rest.length} more, each said beside its field below`)}</li>}
      </ul>
    </div>
  );
}
