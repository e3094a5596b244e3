/**
 * Decap's own controls (a text, a choice, a number …) with the content check of the entry and their problems beside
 * them. Each is registered once, under its own name, with its control wrapped (decapCms.ts), so config.yml stays Decap's:
 *
 * - `isValid` (Decap's documented check of a custom widget, asked when Publish is pressed): the control's own first,
 *   then, for a field of the form's first level, what the content check finds in the entry about this field (a notice
 *   that expires before its date) in the office's words. A problem makes Decap save nothing.
 * - Decap keeps what its checks found by the field until the field changes (its fieldsErrors, handed to every control);
 *   the control shows each message under its input, the input marked aria-invalid and described by the messages
 *   (aria-describedby), and lists them in the summary at the top of the form (refusalSummary.tsx).
 *
 * The Decap internals relied on, each said where it is used: the props `fieldsErrors`, `parentIds`, `getEntry` and
 * `collection` (passed to every control, not in the custom-widget page), the input carrying the id `forID` (as its label
 * does), and Decap's own list of a field's errors, left out by forms.css where the control shows them.
 * tests/e2e/editor-refusals.spec.ts fails if any of them changes.
 */
import { Component, type ComponentType, type ReactNode } from 'react';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { entryProblems, fieldLabel } from '../entryCheck.ts';
import { problemInWords } from '../../helpers/officeWords.ts';
import { refusedNow, showInSummary } from './refusalSummary.tsx';

/** An error as Decap's checks leave it for a field. */
interface DecapError {
  type?: string;
  message?: unknown;
}

/** What isValid may answer (Decap's custom-widget page). */
type Validity = boolean | { error: unknown } | Promise<unknown>;

/** An Immutable map or list, as Decap hands its config and entries to controls. */
interface Immutable {
  get(key: string): unknown;
  toJS(): unknown;
}

export type CheckedProps = CmsWidgetControlProps & {
  /** Decap internal: every field's errors by its id (lists, or Immutable lists). */
  fieldsErrors?: { get(id: string): DecapError[] | { toJS(): DecapError[] } | undefined };
  /** Decap internal: the ids of the groups the field is in; none for a field of the form's first level. */
  parentIds?: string[];
  /** Decap internal: the entry as the form holds it now (getEntry), or as it was drawn (entry). */
  getEntry?: () => Immutable | undefined;
  entry?: Immutable;
  /** Decap internal: the entry's collection as config.yml gives it. */
  collection?: Immutable;
  hasActiveStyle?: boolean;
  /** Decap internal: what the control calls when its field is left (Decap then checks a field with a pattern). */
  setInactiveStyle?: () => void;
};

/** What Decap finds on a control's instance (Widget.js): its own check, focus, value to check, and when it redraws. */
interface ControlInstance {
  isValid?: () => Validity;
  focus?: (path?: string) => void;
  getValidateValue?: () => unknown;
  shouldComponentUpdate?: (next: CheckedProps) => boolean;
  getWrappedInstance?: () => ControlInstance;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && 'size' in value && (value as { size: unknown }).size === 0);

/** Decap says these itself (Widget.js): a required field left empty, a text its pattern refuses. */
function decapSaysIt(field: CheckedProps['field'], value: unknown): boolean {
  if (isEmpty(value)) return field.get('required') !== false;
  const pattern = field.get('pattern') as { first(): string } | undefined;
  return Boolean(pattern && typeof value === 'string' && !new RegExp(pattern.first()).test(value));
}

/** An answer of isValid that refuses. */
const refuses = (answer: Validity | undefined) =>
  answer === false || answer instanceof Promise || (typeof answer === 'object' && answer !== null && Boolean(answer.error));

/**
 * The content check's problems of the entry about the control's field, when it is of the form's first level: each with
 * the field it names ("event.end") and what it says in the office's words.
 */
export function checkedProblems(props: CheckedProps): { column: string; text: string }[] {
  const entry = props.getEntry?.() ?? props.entry;
  const collection = props.collection;
  if (!entry || !collection || (props.parentIds ?? []).length > 0) return [];
  const name = props.field.get('name') as string;
  const fields = ((collection.get('fields') as Immutable | undefined)?.toJS() ?? []) as Parameters<typeof fieldLabel>[0];
  const data = entry.get('data') as Immutable | undefined;
  const problems = entryProblems(
    collection.get('name') as string,
    entry.get('path') as string | undefined,
    Boolean(entry.get('newRecord')),
    (data?.toJS() ?? {}) as Record<string, unknown>,
  );
  const words = { labelOf: (column: string) => fieldLabel(fields, column) };
  return problems.flatMap(({ column, ...problem }) =>
    column?.split(/[.[]/)[0] === name ? [{ column, text: problemInWords({ ...problem, column }, words) }] : [],
  );
}

/** The messages Decap holds for the field `id`, one per line of each. */
function messagesOf(props: CheckedProps): string[] {
  const held = props.fieldsErrors?.get(props.forID);
  const errors = (held && !Array.isArray(held) ? held.toJS() : held) ?? [];
  return errors.flatMap((error) => (typeof error.message === 'string' ? error.message.split('\n').filter(Boolean) : []));
}

/** Decap's control `Inner` with the content check and the field's problems beside it. */
function checkedControl(control: ComponentType<CmsWidgetControlProps>): ComponentType<CmsWidgetControlProps> {
  // Decap's controls are classes: their instance is what Decap asks (isValid, focus), hence a ref.
  const Inner = control as ComponentType<CheckedProps & { ref: (instance: ControlInstance | null) => void }>;
  return class CheckedControl extends Component<CheckedProps> {
    private inner: ControlInstance | null = null;
    /** The ids this put on the input's aria-describedby, to take them off again. */
    private described: string | undefined;

    private readonly innerRef = (instance: ControlInstance | null) => {
      this.inner = instance?.getWrappedInstance ? instance.getWrappedInstance() : instance;
    };

    /** Set while Decap checks the field because it was left (a field with a pattern): no save was asked for. */
    private leaving = false;

    /** Decap's handler of the field being left, marked as such for isValid. */
    private readonly setInactiveStyle = () => {
      this.leaving = true;
      try {
        this.props.setInactiveStyle?.();
      } finally {
        this.leaving = false;
      }
    };

    /**
     * Decap asks before saving, and when a field with a pattern is left (unbound, hence a bound function): the control's
     * own check, then Decap's, then the content check's. A save refused, the summary takes the keyboard.
     */
    readonly isValid = (): Validity => {
      const own = this.inner?.isValid?.();
      const refused = () => {
        if (!this.leaving) refusedNow();
      };
      if (refuses(own)) return (refused(), own!);
      if (decapSaysIt(this.props.field, this.props.value)) return (refused(), own ?? true);
      const messages = checkedProblems(this.props).map(({ text }) => text);
      if (messages.length === 0) return own ?? true;
      refused();
      return { error: { type: 'CUSTOM', message: messages.join('\n') } };
    };

    readonly getValidateValue = () => this.inner?.getValidateValue?.();

    focus(path?: string): void {
      if (this.inner?.focus) this.inner.focus(path);
      else document.getElementById(this.props.forID)?.focus();
    }

    /** Decap redraws a control when its value or style changes (Widget.js); this one also when its field's errors do. */
    override shouldComponentUpdate(next: CheckedProps): boolean {
      const own = this.inner?.shouldComponentUpdate?.call(this.inner, next);
      return (
        Boolean(own) ||
        next.value !== this.props.value ||
        next.classNameWrapper !== this.props.classNameWrapper ||
        next.hasActiveStyle !== this.props.hasActiveStyle ||
        next.fieldsErrors !== this.props.fieldsErrors
      );
    }

    override componentDidMount(): void {
      this.mark();
    }

    override componentDidUpdate(): void {
      this.mark();
    }

    override componentWillUnmount(): void {
      showInSummary(this.props.forID, []);
    }

    /** The input marked and described by the messages shown, and the summary told. */
    private mark(): void {
      const { forID } = this.props;
      const messages = messagesOf(this.props);
      const input = document.getElementById(forID);
      const ids = messages.map((_, index) => `${forID}-problem-${index + 1}`).join(' ');
      if (input && messages.length > 0) {
        input.setAttribute('aria-invalid', 'true');
        input.setAttribute('aria-describedby', ids);
        this.described = ids;
      } else if (input && this.described) {
        input.removeAttribute('aria-invalid');
        if (input.getAttribute('aria-describedby') === this.described) input.removeAttribute('aria-describedby');
        this.described = undefined;
      }
      showInSummary(
        forID,
        messages.map((text) => ({ target: forID, text })),
      );
    }

    override render(): ReactNode {
      const { forID } = this.props;
      const messages = messagesOf(this.props);
      return (
        <>
          <Inner {...this.props} setInactiveStyle={this.setInactiveStyle} ref={this.innerRef} />
          {messages.length > 0 && (
            <div className="field-problems">
              {messages.map((message, index) => (
                <p key={index} id={`${forID}-problem-${index + 1}`}>
                  {message}
                </p>
              ))}
            </div>
          )}
        </>
      );
    }
  };
}

/** Decap's controls given the content check: those a form's first level has, whose input carries the field's id. */
const CHECKED_WIDGETS = new Set(['string', 'text', 'select', 'number', 'boolean', 'datetime']);

/**
 * The widget with the content check, if it is one of the checked controls: its control wrapped, everything else (its
 * preview, styles, schema) kept. It is registered so, once, in place of Decap's own.
 */
export const withContentCheck = (widget: WidgetDefinition): WidgetDefinition =>
  CHECKED_WIDGETS.has(widget.name) ? { ...widget, controlComponent: checkedControl(widget.controlComponent) } : widget;
