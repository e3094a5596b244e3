/**
 * The control of an optional group of text fields (optionalGroup.ts): each field with its label, its input and its
 * hint, in the group's box. When Publish is pressed (isValid), each text is held to its pattern as Decap holds its own
 * fields, and the content check says what the group needs (a start, an end no earlier than it): each problem stands
 * under the field it is about, the input marked aria-invalid and described by it, until that field changes, and is
 * listed in the summary at the top of the form (refusalSummary.tsx).
 */
import { Component, type ChangeEvent } from 'react';
import { checkedProblems, type CheckedProps } from './checkedControl.tsx';
import { groupFields, labelOfField, patternProblem, withField, type GroupField } from './optionalGroup.ts';
import { refusedNow, showInSummary } from './refusalSummary.tsx';

type ControlProps = Omit<CheckedProps, 'value'> & {
  value: Parameters<typeof groupFields>[0];
  /** Decap internals: what a control calls when its field is entered and left (Decap marks the field as active). */
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
};

// As Decap's own fields look (its label above the box, its hint below), without its styles' class names.
const LABEL = { display: 'block', margin: '0.75em 0 0.25em', fontSize: '12px', fontWeight: 600, textTransform: 'uppercase', color: '#7a8291' } as const;
const INPUT = {
  display: 'block',
  boxSizing: 'border-box',
  width: '100%',
  padding: '12px',
  font: 'inherit',
  border: '2px solid #dfdfe3',
  borderRadius: '5px',
  background: '#fff',
} as const;
const HINT = { margin: '0.4em 0 0', fontSize: '12px', color: '#555' } as const;

interface State {
  /** The problems shown, by the name of the field they are about ('' for the group as a whole). */
  shown: Record<string, string[]>;
}

export class OptionalGroupControl extends Component<ControlProps, State> {
  override state: State = { shown: {} };

  private fields(): GroupField[] {
    return (this.props.field.get('fields')?.toJS?.() ?? []) as GroupField[];
  }

  private readonly inputId = (name: string) => `${this.props.forID}-${name}`;

  /**
   * Decap asks before saving (unbound, hence a bound function): a text its pattern refuses, else what the content check
   * finds in the group, keeps the entry unsaved. Decap's list above the field is given no words: they stand by each field.
   */
  readonly isValid = () => {
    const fields = this.fields();
    const values = groupFields(this.props.value);
    const group = String(this.props.field.get('label'));
    const shown: Record<string, string[]> = {};
    const add = (name: string, text: string) => (shown[name] = [...(shown[name] ?? []), text]);
    for (const inner of fields) {
      const problem = patternProblem([inner], values);
      if (problem) add(inner.name, `${group} ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`);
    }
    for (const { column, text } of checkedProblems(this.props as CheckedProps)) {
      const inner = fields.find((candidate) => column === `${this.props.field.get('name')}.${candidate.name}`)?.name ?? '';
      if (!(inner && shown[inner])) add(inner, text);
    }
    this.setState({ shown });
    if (Object.keys(shown).length === 0) return true;
    refusedNow();
    // A Decap internal: an error with an empty message still stops the save, and lists nothing above the field (the
    // messages stand beside their inputs). Guarded by tests/e2e/editor-refusals.spec.ts.
    return { error: { type: 'CUSTOM', message: '' } };
  };

  override componentDidUpdate(): void {
    const first = this.fields()[0]?.name ?? '';
    showInSummary(
      this.props.forID,
      Object.entries(this.state.shown).flatMap(([name, texts]) => texts.map((text) => ({ target: this.inputId(name || first), text }))),
    );
  }

  override componentWillUnmount(): void {
    showInSummary(this.props.forID, []);
  }

  private readonly change = (name: string) => (event: ChangeEvent<HTMLInputElement>) => {
    const { [name]: _changed, ...shown } = this.state.shown;
    this.setState({ shown });
    this.props.onChange(withField(this.props.value, name, event.target.value));
  };

  override render() {
    const { value, forID, classNameWrapper, field, setActiveStyle, setInactiveStyle } = this.props;
    const values = groupFields(value);
    const problemId = (name: string, index: number) => `${this.inputId(name)}-problem-${index + 1}`;
    const problems = (name: string) =>
      (this.state.shown[name] ?? []).map((text, index) => (
        <p key={index} id={problemId(name, index)} className="field-problem">
          {text}
        </p>
      ));
    return (
      <div id={forID} className={classNameWrapper} role="group" aria-label={String(field.get('label'))}>
        {this.fields().map((inner) => {
          const id = this.inputId(inner.name);
          const shown = this.state.shown[inner.name] ?? [];
          const describedBy = [...(inner.hint ? [`${id}-hint`] : []), ...shown.map((_, index) => problemId(inner.name, index))].join(' ');
          return (
            <div key={inner.name}>
              <label htmlFor={id} style={LABEL}>
                {labelOfField(inner)}
              </label>
              <input
                id={id}
                type="text"
                style={shown.length > 0 ? { ...INPUT, borderColor: '#a00' } : INPUT}
                value={typeof values[inner.name] === 'string' ? (values[inner.name] as string) : String(values[inner.name] ?? '')}
                onChange={this.change(inner.name)}
                onFocus={setActiveStyle}
                onBlur={setInactiveStyle}
                aria-invalid={shown.length > 0 ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
              {problems(inner.name)}
              {inner.hint && (
                <p id={`${id}-hint`} style={HINT}>
                  {inner.hint}
                </p>
              )}
            </div>
          );
        })}
        {problems('')}
      </div>
    );
  }
}
