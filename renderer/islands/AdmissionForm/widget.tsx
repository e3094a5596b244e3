import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AdmissionForm as FormContent } from '../../../common/contentTypes.ts';
import {
  AADHAR_TYPES,
  DOCUMENTS,
  GROUPS,
  aadharCardError,
  emptyState,
  stateFromFields,
  validate,
  type AdmissionState,
  type DocumentKey,
  type FieldSpec,
} from './fields.ts';
import { Summary } from './Summary.tsx';
import './AdmissionForm.css';

type Errors = ReturnType<typeof validate>;
const fieldId = (key: string) => `admission-${key}`;
const errorId = (key: string) => `admission-${key}-error`;

/** A field's message, beside it; linked to the field so screen readers read it with the label. */
function FieldError({ name, errors }: { name: keyof Errors; errors: Errors }) {
  return errors[name] ? (
    <p className="admission-form__error" id={errorId(name)}>
      {errors[name]}
    </p>
  ) : null;
}

/**
 * The admission form (spec 3, 5, 7): every field of the form's state, grouped; only the full name and
 * the Aadhar card are checked. Nothing is sent anywhere: a valid form turns into a summary to print.
 */
export default function AdmissionForm({ content }: { content: FormContent }) {
  const [state, setState] = useState<AdmissionState>(() => emptyState(content.defaultNationality));
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [ready, setReady] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // What was typed, chosen or picked before the form hydrated is in its fields: take it over, and check the Aadhar
    // card at once as when it is chosen later.
    const fields = form.current?.elements;
    if (fields) {
      setState((initial) => stateFromFields(initial, fields));
      const aadhar = fields.namedItem('aadharCard');
      const file = aadhar instanceof HTMLInputElement ? (aadhar.files?.[0] ?? null) : null;
      const message = file ? aadharCardError(file) : undefined;
      if (message) setErrors({ aadharCard: message });
    }
    setReady(true);
  }, []);

  // Every change is made to the state as it then is (an updater), never to the state this render saw: a field changed
  // while the form hydrates, or two changes before React renders again, must not undo what the others set.
  const setField = (key: FieldSpec['key'], value: string) => {
    setState((previous) => ({ ...previous, [key]: value }));
    if (key === 'fullName' && value.trim())
      setErrors((current) => {
        const { fullName: fixed, ...rest } = current;
        return fixed ? rest : current;
      });
  };
  const setDocument = (key: DocumentKey, file: File | null) => {
    setState((previous) => ({ ...previous, documents: { ...previous.documents, [key]: file } }));
    // The Aadhar card is checked as soon as it is chosen, so a wrong file type is said at once.
    if (key === 'aadharCard') {
      const message = file ? aadharCardError(file) : undefined;
      setErrors(({ aadharCard: _old, ...rest }) => (message ? { ...rest, aadharCard: message } : rest));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(state);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setSubmitted(true);
  };

  if (submitted) {
    return <Summary state={state} note={content.summaryNote} onEdit={() => setSubmitted(false)} />;
  }

  const describedBy = (key: keyof Errors) => (errors[key] ? errorId(key) : undefined);

  const renderField = (field: FieldSpec) => {
    const id = fieldId(field.key);
    const value = state[field.key];
    const choices = field.choices ? content.choices[field.choices] : undefined;
    const required = field.key === 'fullName';
    const common = {
      id,
      name: field.key,
      value,
      autoComplete: field.autoComplete ?? 'off',
      'aria-invalid': required && errors.fullName ? true : undefined,
      'aria-describedby': required ? describedBy('fullName') : undefined,
    };
    return (
      <div key={field.key} className={`admission-form__field${field.type === 'textarea' ? ' admission-form__field--wide' : ''}`}>
        <label htmlFor={id}>
          {field.label}
          {required ? <span className="admission-form__required"> (required)</span> : null}
        </label>
        {choices ? (
          <select {...common} onChange={(event) => setField(field.key, event.target.value)}>
            <option value="">Choose…</option>
            {choices.map((choice) => (
              <option key={choice}>{choice}</option>
            ))}
          </select>
        ) : field.type === 'textarea' ? (
          <textarea {...common} rows={3} onChange={(event) => setField(field.key, event.target.value)} />
        ) : (
          <input {...common} type={field.type ?? 'text'} required={required} onChange={(event) => setField(field.key, event.target.value)} />
        )}
        {required ? <FieldError name="fullName" errors={errors} /> : null}
      </div>
    );
  };

  return (
    <form ref={form} className="admission-form" onSubmit={onSubmit} noValidate>
      {GROUPS.map((group) => (
        <fieldset key={group.id} className="admission-form__group">
          <legend>{group.title}</legend>
          <div className="admission-form__grid">
            {group.fields.map(renderField)}
            {group.subjects
              ? state.subjects.map((subject, index) => (
                  <div key={index} className="admission-form__field">
                    <label htmlFor={fieldId(`subject-${index + 1}`)}>Subject {index + 1}</label>
                    <input
                      id={fieldId(`subject-${index + 1}`)}
                      name={`subjects[${index}]`}
                      value={subject}
                      autoComplete="off"
                      onChange={(event) =>
                        setState((previous) => ({ ...previous, subjects: previous.subjects.map((s, i) => (i === index ? event.target.value : s)) }))
                      }
                    />
                  </div>
                ))
              : null}
            {group.documents
              ? DOCUMENTS.map(({ key, label }) => {
                  const aadhar = key === 'aadharCard';
                  return (
                    <div key={key} className="admission-form__field">
                      <label htmlFor={fieldId(key)}>
                        {label}
                        {aadhar ? <span className="admission-form__required"> (required: .jpg, .jpeg, .png or .pdf)</span> : null}
                      </label>
                      <input
                        id={fieldId(key)}
                        name={key}
                        type="file"
                        accept={aadhar ? AADHAR_TYPES.join(',') : undefined}
                        required={aadhar}
                        aria-invalid={aadhar && errors.aadharCard ? true : undefined}
                        aria-describedby={aadhar ? describedBy('aadharCard') : undefined}
                        onChange={(event) => setDocument(key, event.target.files?.[0] ?? null)}
                      />
                      {aadhar ? <FieldError name="aadharCard" errors={errors} /> : null}
                    </div>
                  );
                })
              : null}
          </div>
        </fieldset>
      ))}
      <p>
        {/* Disabled without the script; enabled as soon as the page's script holds a submit for the form (earlyInteraction.ts). */}
        <button type="submit" className="button" disabled={!ready} data-enabled-early suppressHydrationWarning>
          Check and show the summary
        </button>
      </p>
    </form>
  );
}
