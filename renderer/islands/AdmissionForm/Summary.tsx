import { useEffect, useRef } from 'react';
import { DOCUMENTS, GROUPS, type AdmissionState } from './fields.ts';

/** What the visitor entered, grouped as in the form, to print or save as PDF and bring to the office. */
export function Summary({ state, note, onEdit }: { state: AdmissionState; note: string; onEdit: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const subjects = state.subjects.filter((subject) => subject.trim());
  return (
    <section className="admission-summary" aria-labelledby="admission-summary-title">
      <h2 id="admission-summary-title" ref={heading} tabIndex={-1}>
        Your admission form
      </h2>
      <p className="admission-summary__note">{note}</p>
      <p className="admission-summary__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          Print or save as PDF
        </button>
        <button type="button" className="button button--ghost" onClick={onEdit}>
          Change something
        </button>
      </p>
      {GROUPS.map((group) => (
        <div key={group.id} className="admission-summary__group">
          <h3>{group.title}</h3>
          <dl>
            {group.fields.map((field) => (
              <div key={field.key}>
                <dt>{field.label}</dt>
                <dd>{state[field.key].trim() || '—'}</dd>
              </div>
            ))}
            {group.subjects ? (
              <div>
                <dt>Subjects</dt>
                <dd>{subjects.length > 0 ? subjects.join(', ') : '—'}</dd>
              </div>
            ) : null}
            {group.documents
              ? DOCUMENTS.map(({ key, label }) => (
                  <div key={key}>
                    <dt>{label}</dt>
                    <dd>{state.documents[key]?.name ?? 'not chosen'}</dd>
                  </div>
                ))
              : null}
          </dl>
        </div>
      ))}
    </section>
  );
}
