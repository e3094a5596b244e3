/**
 * The control of an optional group of text fields (optionalGroup.ts): each field with its label, its input and its
 * hint, in the group's box. Each text is held to its pattern as Decap holds its own fields (isValid); what the group
 * needs is checked by the content check before saving.
 */
import { Component, type ChangeEvent } from 'react';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { groupFields, labelOfField, patternProblem, withField, type GroupField } from './optionalGroup.ts';

type ControlProps = CmsWidgetControlProps<Parameters<typeof groupFields>[0]> & {
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

export class OptionalGroupControl extends Component<ControlProps> {
  private fields(): GroupField[] {
    return (this.props.field.get('fields')?.toJS?.() ?? []) as GroupField[];
  }

  /** Decap asks before saving (unbound, hence a bound function): a text its pattern refuses keeps the entry unsaved. */
  readonly isValid = () => {
    const problem = patternProblem(this.fields(), groupFields(this.props.value));
    return problem ? { error: { type: 'PATTERN', message: problem } } : true;
  };

  private readonly change = (name: string) => (event: ChangeEvent<HTMLInputElement>) =>
    this.props.onChange(withField(this.props.value, name, event.target.value));

  override render() {
    const { value, forID, classNameWrapper, field, setActiveStyle, setInactiveStyle } = this.props;
    const values = groupFields(value);
    return (
      <div id={forID} className={classNameWrapper} role="group" aria-label={String(field.get('label'))}>
        {this.fields().map((inner) => {
          const id = `${forID}-${inner.name}`;
          return (
            <div key={inner.name}>
              <label htmlFor={id} style={LABEL}>
                {labelOfField(inner)}
              </label>
              <input
                id={id}
                type="text"
                style={INPUT}
                value={typeof values[inner.name] === 'string' ? (values[inner.name] as string) : String(values[inner.name] ?? '')}
                onChange={this.change(inner.name)}
                onFocus={setActiveStyle}
                onBlur={setInactiveStyle}
                aria-describedby={inner.hint ? `${id}-hint` : undefined}
              />
              {inner.hint && (
                <p id={`${id}-hint`} style={HINT}>
                  {inner.hint}
                </p>
              )}
            </div>
          );
        })}
      </div>
    );
  }
}
