/**
 * An optional group of text fields in which some are needed once the group is filled in: a notice's event (no event at
 * all, or one with a start). Decap's own group (its object widget) checks the fields it needs even when the group is left
 * empty, so they had to be marked "(optional)". This widget shows them as the schema says (a needed field without
 * "(optional)") and leaves the check to the content check before saving (entryCheck.ts), which names the field and what
 * it expects: an event without a start is refused in its words, a notice without an event saves.
 */

/** The widget's name in config.yml. */
export const OPTIONAL_GROUP_WIDGET = 'optionalGroup';

/** One text field of the group, as config.yml gives it. */
export interface GroupField {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** A pattern the text must match and what it says when it does not, as Decap's `pattern`. */
  pattern?: [string, string];
}

/** The group's value as Decap hands it to the control: nothing, an Immutable map (a saved entry) or a plain object (typed). */
type GroupValue = { toJS(): unknown } | Record<string, unknown> | undefined | null;

/** The group's value as plain fields. */
export function groupFields(value: GroupValue): Record<string, unknown> {
  if (!value) return {};
  const plain = typeof value.toJS === 'function' ? (value.toJS as () => unknown)() : value;
  return plain !== null && typeof plain === 'object' ? (plain as Record<string, unknown>) : {};
}

/** The group after one field is typed in: a field emptied is left out, and a group with nothing typed is no group. */
export function withField(value: GroupValue, name: string, text: string): Record<string, unknown> | undefined {
  const fields = { ...groupFields(value), [name]: text };
  if (text.trim() === '') delete fields[name];
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** The label Decap would give the field: "(optional)" after a field the group does not need. */
export const labelOfField = (field: GroupField) => (field.required === false ? `${field.label} (optional)` : field.label);

/** What Decap would say of the group's texts against their patterns, in the editor's words (officeLocale.ts) (an empty field is left to the content check). */
export function patternProblem(fields: GroupField[], values: Record<string, unknown>): string | undefined {
  for (const field of fields) {
    const text = values[field.name];
    if (field.pattern && typeof text === 'string' && text.trim() !== '' && !new RegExp(field.pattern[0]).test(text)) {
      return `${field.label}: ${field.pattern[1]}.`;
    }
  }
  return undefined;
}
