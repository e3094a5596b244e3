/**
 * The question papers' form: the office picks the programme, semester, year and subject (or types a new year or
 * subject), sees the papers already there (each can be replaced or deleted), then chooses or drops many PDFs at once.
 * Each file is a row as the question bank will list it (course code, title, scheme), its problem beside it; the name
 * can be corrected in the row. "Add" writes the whole batch in one commit under the names shown, or nothing while a row
 * has a problem. The form's own value stays empty: Decap has nothing to save (questionPaperFiles.ts says why).
 */
import { useEffect, useId, useMemo, useRef, useState, type DragEvent, type JSX } from 'react';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import type { PapersBackend } from '../backends/questionPaperFiles.ts';
import { readPaperName } from '../../../common/questionPaperName.ts';
import { checkRows, folderInWords, folderKey, placeChoices, placeFolder, startsAsPdf, type PaperPlace, type PaperRow } from './questionPaperBatch.ts';
import { PAPERS_STYLE } from './questionPapersStyle.ts';

interface PapersField {
  get(key: 'folders'): { toJS(): string[] } | undefined;
}

/** A chosen file with what the batch needs of it. */
type Chosen = Omit<PaperRow, 'read' | 'problem'> & { key: number; file: File };

const EMPTY_PLACE: PaperPlace = { programme: '', semester: '', year: '', subject: '' };
let keys = 0;

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let start = 0; start < bytes.length; start += 0x8000) text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(text);
}

async function chosen(file: File, folder: string[], replacing: boolean, fileName = file.name): Promise<Chosen> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return { key: ++keys, file, fileName: fileName.normalize('NFC'), folder, replacing, isPdf: startsAsPdf(head), bytes: file.size };
}

const plural = (n: number) => (n === 1 ? '1 question paper' : `${n} question papers`);

/** The form's control, writing through the backend `papersBackend` gives (the one in use, main.ts's EditorBackends). */
export const questionPapersControl = (papersBackend: () => PapersBackend) =>
  function QuestionPapersControl(props: CmsWidgetControlProps): JSX.Element {
    return <QuestionPapersForm {...props} papersBackend={papersBackend} />;
  };

function QuestionPapersForm({ papersBackend, ...props }: CmsWidgetControlProps & { papersBackend: () => PapersBackend }): JSX.Element {
  const id = useId();
  const folders = useMemo(() => (props.field as unknown as PapersField).get('folders')?.toJS() ?? [], [props.field]);
  const [place, setPlace] = useState(EMPTY_PLACE);
  const [added, setAdded] = useState<string[]>([]);
  const choices = placeChoices([...folders, ...added], place);
  const target = placeFolder(place, choices);
  const folder = 'folder' in target ? target.folder : undefined;
  const here = folder ? folderKey(folder) : '';
  const hereInWords = folder ? folderInWords(folder) : '';
  const [there, setThere] = useState<Map<string, string[] | 'loading' | 'failed'>>(new Map());
  const [batch, setBatch] = useState<Chosen[]>([]);
  const [status, setStatus] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const list = async (inFolder: string[], force = false) => {
    const key = folderKey(inFolder);
    if (!force && there.has(key)) return;
    setThere((map) => new Map(map).set(key, 'loading'));
    try {
      const names = await papersBackend().listPapers(inFolder);
      setThere((map) => new Map(map).set(key, names.map((name) => name.normalize('NFC')).sort()));
    } catch {
      setThere((map) => new Map(map).set(key, 'failed'));
    }
  };
  useEffect(() => {
    if (folder) void list(folder);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- listed once per folder
  }, [here]);

  const names = new Map([...there].flatMap(([key, value]) => (Array.isArray(value) ? [[key, value] as const] : [])));
  const rows = checkRows(batch, names);
  const listed = there.get(here);
  // The confirmation stays in view where Add was pressed, as the rows go and the folder is listed again.
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (status) said.current?.scrollIntoView({ block: 'nearest' });
  }, [status, listed]);

  const choose = async (files: FileList | File[] | null) => {
    if (!files || files.length === 0) return;
    if (!folder) return setProblem(`Say where the papers go first. ${'missing' in target ? target.missing : ''}`);
    const picked = await Promise.all([...files].map((file) => chosen(file, folder, false)));
    setBatch((rows) => [...rows, ...picked]);
    setProblem(undefined);
    setStatus(undefined);
  };
  const replace = async (name: string, file: File | undefined) => {
    if (!file || !folder) return;
    const row = await chosen(file, folder, true, name);
    setBatch((rows) => [...rows.filter((other) => !(other.replacing && other.fileName === name && folderKey(other.folder) === here)), row]);
    setStatus(undefined);
  };
  const remove = async (name: string) => {
    if (!folder || !window.confirm(`Delete “${name}” from ${hereInWords}? The question bank stops listing it after the next build.`)) return;
    try {
      await papersBackend().deletePaper(folder, name);
      setStatus(`“${name}” was deleted.`);
    } catch (error) {
      // A paper something names is refused in an alert dialog that names who uses it (the guarded backend's).
      setStatus(`“${name}” was not deleted: ${String(error instanceof Error ? error.message : error)}`);
    }
    await list(folder, true);
  };
  const add = async () => {
    const refused = rows.findIndex((row) => row.problem);
    if (refused >= 0) return setProblem(`Nothing was added: row ${refused + 1} has a problem (see beside it). Correct or remove it, then add again.`);
    if (rows.length === 0) return setProblem('Choose the PDFs first.');
    setBusy(true);
    setProblem(undefined);
    try {
      const papers = await Promise.all(
        batch.map(async (row, index) => ({ folder: row.folder, name: rows[index].fileName, base64: await base64Of(row.file), replacing: row.replacing })),
      );
      await papersBackend().persistPapers(papers);
      const written = [...new Set(batch.map((row) => folderKey(row.folder)))];
      setAdded((before) => [...before, ...written.flatMap((path) => path.split('/').map((_, index, all) => all.slice(0, index + 1).join('/')))]);
      setStatus(`${plural(rows.length)} saved. The question bank lists ${rows.length === 1 ? 'it' : 'them'} after the site’s next build.`);
      setBatch([]);
      setThere(new Map());
      if (folder) await list(folder, true);
    } catch (error) {
      setProblem(`Nothing was added: ${String(error instanceof Error ? error.message : error)}`);
    } finally {
      setBusy(false);
    }
  };
  const dropped = (event: DragEvent) => {
    event.preventDefault();
    void choose(event.dataTransfer.files);
  };
  const set = (part: keyof PaperPlace) => (value: string) =>
    setPlace((before) => ({
      ...before,
      [part]: value,
      ...(part === 'programme' && { semester: '', year: '', subject: '' }),
      ...(part === 'semester' && { year: '' }),
    }));

  return (
    <div className={`question-papers ${props.classNameWrapper}`} id={props.forID}>
      <style>{PAPERS_STYLE}</style>
      {rows.length > 0 && (
        <p className="question-papers__waiting">
          {plural(rows.length)} {rows.length === 1 ? 'waits' : 'wait'} to be added: nothing is saved until you press “Add {plural(rows.length)}”.
        </p>
      )}
      <fieldset>
        <legend>Where the papers go</legend>
        <label>
          Programme
          <select value={place.programme} onChange={(event) => set('programme')(event.target.value)}>
            <option value="">Choose…</option>
            {choices.programmes.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        {choices.semesters && (
          <label>
            Semester
            <select value={place.semester} onChange={(event) => set('semester')(event.target.value)}>
              <option value="">Choose…</option>
              {choices.semesters.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </label>
        )}
        <label>
          Year <span className="question-papers__hint">(choose, or type a new one)</span>
          <input list={`${id}-years`} value={place.year} inputMode="numeric" onChange={(event) => set('year')(event.target.value)} />
          <datalist id={`${id}-years`}>
            {choices.years.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </label>
        {choices.semesters && (
          <label>
            Subject <span className="question-papers__hint">(choose, or type a new one)</span>
            <input list={`${id}-subjects`} value={place.subject} onChange={(event) => set('subject')(event.target.value)} />
            <datalist id={`${id}-subjects`}>
              {choices.subjects.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </label>
        )}
        {'missing' in target && <p className="question-papers__note">{target.missing}</p>}
      </fieldset>

      {folder && (
        <section aria-label={`Papers already in ${hereInWords}`}>
          <h3 className="question-papers__heading">Already in {hereInWords}</h3>
          {listed === 'loading' || listed === undefined ? (
            <p>Reading the papers there…</p>
          ) : listed === 'failed' ? (
            <p role="alert">The papers there could not be read just now. Choose the folder again in a moment.</p>
          ) : listed.length === 0 ? (
            <p>No papers yet: this folder is made when the first ones are added.</p>
          ) : (
            <ul className="question-papers__there">
              {listed.map((name) => (
                <li key={name}>
                  <PaperWords name={name} />
                  <span className="question-papers__actions">
                    <span className="question-papers__upload">
                      <input
                        id={`${id}-replace-${name}`}
                        type="file"
                        accept="application/pdf,.pdf"
                        onChange={(event) => void replace(name, event.target.files?.[0])}
                      />
                      <label htmlFor={`${id}-replace-${name}`} aria-label={`Replace ${name}`}>
                        Replace
                      </label>
                    </span>
                    <button type="button" aria-label={`Delete ${name}`} onClick={() => void remove(name)}>
                      Delete
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <div className="question-papers__drop" onDragOver={(event) => event.preventDefault()} onDrop={dropped}>
        <span className="question-papers__upload">
          <input
            id={`${id}-choose`}
            type="file"
            multiple
            accept="application/pdf,.pdf"
            onChange={(event) => {
              void choose(event.target.files);
              event.target.value = '';
            }}
          />
          <label htmlFor={`${id}-choose`}>Choose PDFs</label>
        </span>
        <span>or drop them here. Each keeps its file name: the course code, the title and the scheme, e.g. “ENG-MJ-3 British Poetry [FYUGP Major].pdf”.</span>
      </div>

      {rows.length > 0 && (
        <table className="question-papers__batch">
          <caption>To be added</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Paper: its file name, as the question bank lists it, and where it goes</th>
              <th scope="col">
                <span className="question-papers__hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={batch[index].key}>
                <td>{index + 1}</td>
                <td>
                  {row.replacing ? (
                    <span>{row.fileName} (replaces the paper there)</span>
                  ) : (
                    <textarea
                      className="question-papers__name"
                      rows={1}
                      ref={fitToName}
                      aria-label={`File name, row ${index + 1}`}
                      value={batch[index].fileName}
                      aria-invalid={row.problem ? true : undefined}
                      aria-describedby={row.problem ? `${id}-problem-${index}` : undefined}
                      onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
                      onChange={(event) => {
                        fitToName(event.target);
                        const fileName = event.target.value.replace(/[\r\n]+/g, ' ');
                        setBatch((before) => before.map((other, at) => (at === index ? { ...other, fileName } : other)));
                        setProblem(undefined);
                      }}
                    />
                  )}
                  {row.read && (
                    <div>
                      Listed as <PaperWords name={row.fileName} />
                    </div>
                  )}
                  <div className="question-papers__where">Goes into {folderInWords(row.folder)}</div>
                  {row.problem && (
                    <p id={`${id}-problem-${index}`} className="question-papers__problem">
                      {row.problem}
                    </p>
                  )}
                </td>
                <td>
                  <button
                    type="button"
                    aria-label={`Remove row ${index + 1}`}
                    onClick={() => {
                      setBatch((before) => before.filter((_, at) => at !== index));
                      setProblem(undefined);
                    }}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <button type="button" className="question-papers__add" disabled={busy} onClick={() => void add()}>
          {busy ? 'Adding…' : rows.length > 0 ? `Add ${plural(rows.length)}` : 'Add question papers'}
        </button>
      </p>
      {problem && (
        <p role="alert" className="question-papers__problem">
          {problem}
        </p>
      )}
      <p role="status" ref={said}>
        {status}
      </p>
    </div>
  );
}

/**
 * A name box as tall as the name it holds, so that the whole name shows, ".pdf" and all, on a phone too: by the
 * browser itself where it sizes a box to its text (CSS field-sizing), else by its height at each change.
 */
function fitToName(box: HTMLTextAreaElement | null): void {
  if (!box || CSS.supports('field-sizing', 'content')) return;
  box.style.height = 'auto';
  box.style.height = `${box.scrollHeight}px`;
}

/** A paper as the question bank lists it: its course code, title and scheme. */
function PaperWords({ name }: { name: string }): JSX.Element {
  const read = readPaperName(name.replace(/\.pdf$/i, ''));
  if (!read) return <span>{name}</span>;
  return (
    <span className="question-papers__paper">
      <strong>{read.code}</strong> {read.title} {read.scheme && <span className="question-papers__scheme">{read.scheme}</span>}{' '}
      {read.part && <span className="question-papers__scheme">{read.part}</span>}
    </span>
  );
}
