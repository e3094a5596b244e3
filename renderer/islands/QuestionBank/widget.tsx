import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PaperFolder } from '../../../common/questionPaperTree.ts';
import type { QuestionBankProgramme } from '../../../common/contentTypes.ts';
import { href } from '../../href.ts';
import { fileLabel } from '../../../common/fileLabel.ts';
import { filterPapers, indexPapers } from './filterPapers.ts';

/** Matches drawn at once while filtering; more words narrow the list (10,000 links at once would be slow). */
const SHOWN_MATCHES = 200;

type Loaded = { state: 'loading' } | { state: 'error' } | { state: 'ready'; folder: PaperFolder };

interface QuestionBankProps {
  /** Papers in all programmes. */
  papers: number;
  /** The top-level folders; each one's tree is fetched from its `data` address when first needed. */
  programmes: QuestionBankProgramme[];
}

const flip = (set: ReadonlySet<string>, key: string) => {
  const next = new Set(set);
  if (!next.delete(key)) next.add(key);
  return next;
};
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The question-paper tree as disclosure buttons (aria-expanded) and nested lists: a folder's button opens
 * or closes it, a paper is a link that opens the PDF in a new tab. A filter box narrows the tree to the
 * papers whose folders and name contain every word typed.
 */
export default function QuestionBank({ papers, programmes }: QuestionBankProps) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [closedWhileFiltering, setClosedWhileFiltering] = useState<ReadonlySet<string>>(() => new Set());
  const [loaded, setLoaded] = useState<Record<string, Loaded>>({});
  const [query, setQuery] = useState('');
  const filter = useDeferredValue(query).trim();
  const filtering = filter !== '';
  const requested = useRef(new Set<string>());
  const filterField = useRef<HTMLInputElement>(null);
  // What was typed into the filter before the tree hydrated is still in the field: filter by it.
  useEffect(() => {
    const typed = filterField.current?.value;
    if (typed) setQuery(typed);
  }, []);

  const load = useCallback((programme: QuestionBankProgramme) => {
    if (requested.current.has(programme.data)) return;
    requested.current.add(programme.data);
    setLoaded((state) => ({ ...state, [programme.data]: { state: 'loading' } }));
    fetch(href(programme.data))
      .then((response) => (response.ok ? (response.json() as Promise<PaperFolder>) : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then(
        (folder) => setLoaded((state) => ({ ...state, [programme.data]: { state: 'ready', folder } })),
        () => {
          requested.current.delete(programme.data);
          setLoaded((state) => ({ ...state, [programme.data]: { state: 'error' } }));
        },
      );
  }, []);

  // Filtering searches every programme: fetch those not opened yet.
  useEffect(() => {
    if (filtering) programmes.forEach(load);
  }, [filtering, programmes, load]);
  // Each new filter shows its matches with every folder open.
  useEffect(() => setClosedWhileFiltering(new Set()), [filter]);

  const folders = programmes.map((programme) => loaded[programme.data]).flatMap((entry) => (entry?.state === 'ready' ? [entry.folder] : []));
  const allReady = folders.length === programmes.length;
  const failed = programmes.filter((programme) => loaded[programme.data]?.state === 'error');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `folders` is new each render; `loaded` says when it changed
  const index = useMemo(() => (allReady ? indexPapers(folders) : []), [allReady, loaded]);
  const result = useMemo(() => (filtering && allReady ? filterPapers(index, filter, SHOWN_MATCHES) : undefined), [filtering, allReady, index, filter]);

  const isOpen = (key: string) => (filtering ? !closedWhileFiltering.has(key) : open.has(key));
  const toggle = (key: string) => (filtering ? setClosedWhileFiltering((set) => flip(set, key)) : setOpen((set) => flip(set, key)));

  const renderContents = (folder: PaperFolder, key: string, folderId: string): ReactNode => (
    <>
      {folder.folders.map((child, index) => {
        const childKey = `${key}/${child.name}`;
        const childId = `${folderId}-${index}`;
        return (
          <Folder key={child.name} id={childId} name={child.name} papers={child.papers} open={isOpen(childKey)} onToggle={() => toggle(childKey)}>
            {renderContents(child, childKey, childId)}
          </Folder>
        );
      })}
      {folder.files.map((file) => (
        <li key={file.url} className="qb-tree__file">
          <a href={href(file.url)} target="_blank" rel="noopener">
            <span className="qb-tree__icon qb-tree__icon--file" aria-hidden="true" />
            <span>
              {file.name} <span className="qb-tree__meta">({fileLabel(file)})</span>
              <span className="visually-hidden">, opens in a new tab</span>
            </span>
          </a>
          {file.text ? (
            <a className="qb-tree__text" href={href(file.text)}>
              Text version<span className="visually-hidden"> of {file.name}</span>
            </a>
          ) : null}
        </li>
      ))}
    </>
  );

  let status: ReactNode;
  if (!filtering) status = `${plural(papers, 'paper')} in ${plural(programmes.length, 'programme')}. Open a folder, or type to filter.`;
  else if (failed.length > 0)
    status = (
      <>
        Some papers could not be loaded.{' '}
        <button type="button" className="qb-tree__retry" onClick={() => failed.forEach(load)}>
          Try again
        </button>
      </>
    );
  else if (!result) status = 'Loading the papers…';
  else if (result.total === 0) status = `No paper matches “${filter}”.`;
  else
    status = `${plural(result.total, 'paper')} ${result.total === 1 ? 'matches' : 'match'} “${filter}”${result.total > SHOWN_MATCHES ? `; the first ${SHOWN_MATCHES} are shown: type more words to narrow the list` : ''}.`;

  return (
    <div className="qb">
      <div className="qb__filter">
        <label htmlFor={`${id}-filter`}>Filter papers</label>
        <input
          ref={filterField}
          id={`${id}-filter`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="e.g. English 2023"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-status`}
        />
      </div>
      <p id={`${id}-status`} className="qb__status" role="status">
        {status}
      </p>
      {filtering ? (
        result && result.total > 0 ? (
          <ul className="qb-tree" aria-label="Matching question papers">
            {result.tree.map((folder, index) => (
              <Folder
                key={folder.name}
                id={`${id}-match-${index}`}
                name={folder.name}
                papers={folder.papers}
                open={isOpen(folder.name)}
                onToggle={() => toggle(folder.name)}
              >
                {renderContents(folder, folder.name, `${id}-match-${index}`)}
              </Folder>
            ))}
          </ul>
        ) : null
      ) : (
        <ul className="qb-tree" aria-label="Question papers by programme">
          {programmes.map((programme, index) => {
            const entry = loaded[programme.data];
            const folderId = `${id}-${index}`;
            return (
              <Folder
                key={programme.data}
                id={folderId}
                name={programme.name}
                papers={programme.papers}
                open={isOpen(programme.name)}
                onToggle={() => {
                  if (!open.has(programme.name)) load(programme);
                  toggle(programme.name);
                }}
              >
                {entry?.state === 'ready' ? (
                  renderContents(entry.folder, programme.name, folderId)
                ) : entry?.state === 'error' ? (
                  <li className="qb-tree__note">
                    These papers could not be loaded.{' '}
                    <button type="button" className="qb-tree__retry" onClick={() => load(programme)}>
                      Try again
                    </button>
                  </li>
                ) : (
                  <li className="qb-tree__note">Loading…</li>
                )}
              </Folder>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** A folder: a button that says whether it is open, and the list it shows or hides. */
function Folder({
  id,
  name,
  papers,
  open,
  onToggle,
  children,
}: {
  id: string;
  name: string;
  papers: number;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <li className="qb-tree__folder">
      <button type="button" className="qb-tree__toggle" aria-expanded={open} aria-controls={id} onClick={onToggle}>
        <span className="qb-tree__icon" aria-hidden="true" />
        <span>
          {name} <span className="qb-tree__meta">({plural(papers, 'paper')})</span>
        </span>
      </button>
      <ul id={id} className="qb-tree__group" hidden={!open}>
        {open ? children : null}
      </ul>
    </li>
  );
}
