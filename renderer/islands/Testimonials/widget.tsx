import { useRef, useState, type KeyboardEvent } from 'react';
import type { HomeData, ParentTestimonial, StudentTestimonial } from '../../../common/contentTypes.ts';
import { Photo } from '../../components/Photo.tsx';
import { Slideshow } from '../slideshow/Slideshow.tsx';
import './Testimonials.css';

type Props = HomeData['testimonials'];
type GroupKey = 'alumni' | 'students' | 'parents';

const GROUPS: { key: GroupKey; label: string }[] = [
  { key: 'alumni', label: 'Alumni' },
  { key: 'students', label: 'Students' },
  { key: 'parents', label: 'Parents' },
];

/** Fixed ids: the island hydrates as its own root, where React's useId would not match the prerendered page. */
const tabId = (key: GroupKey) => `testimonials-tab-${key}`;
const panelId = (key: GroupKey) => `testimonials-panel-${key}`;

function Entry({ entry }: { entry: StudentTestimonial | ParentTestimonial }) {
  const about = 'course' in entry ? `${entry.course}, ${entry.batch}` : `${entry.relation} of ${entry.parentOf}`;
  return (
    <figure className="testimonial">
      <Photo className="testimonial__photo" image={entry.image} alt="" sizes="6rem" />
      <blockquote className="testimonial__text">
        <p>{entry.text}</p>
      </blockquote>
      <figcaption>
        <span className="testimonial__name">{entry.name}</span>
        <span className="testimonial__about">{about}</span>
      </figcaption>
    </figure>
  );
}

/**
 * Testimonials in three tabs (Alumni, Students first, Parents), each a carousel turning every 3.5 s.
 * The tabs follow the ARIA tabs pattern: one tab stop, arrow keys, Home and End move and select.
 */
export default function Testimonials(props: Props) {
  const [selected, setSelected] = useState<GroupKey>('students');
  const tabs = useRef(new Map<GroupKey, HTMLButtonElement>());

  const select = (key: GroupKey) => {
    setSelected(key);
    tabs.current.get(key)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = GROUPS.findIndex((group) => group.key === selected);
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: GROUPS.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(GROUPS[(target + GROUPS.length) % GROUPS.length].key);
  };

  return (
    <div className="testimonials">
      {/* The ARIA tabs pattern: arrow keys move between the tabs (roving tabindex), so the tablist listens; the tabs take focus. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div className="testimonials__tabs" role="tablist" aria-label="Testimonials from" onKeyDown={onKeyDown}>
        {GROUPS.map(({ key, label }) => (
          <button
            key={key}
            ref={(element) => {
              if (element) tabs.current.set(key, element);
            }}
            type="button"
            role="tab"
            id={tabId(key)}
            aria-selected={key === selected}
            aria-controls={panelId(key)}
            tabIndex={key === selected ? 0 : -1}
            onClick={() => select(key)}
          >
            {label}
          </button>
        ))}
      </div>
      {GROUPS.map(({ key, label }) => {
        const entries = props[key];
        return (
          <div
            key={key}
            className="testimonials__panel"
            role="tabpanel"
            id={panelId(key)}
            aria-labelledby={tabId(key)}
            hidden={key !== selected}
            tabIndex={entries.length === 0 ? 0 : undefined}
          >
            {key !== selected ? null : entries.length === 0 ? (
              <p className="testimonials__placeholder">{props.placeholder}</p>
            ) : (
              <Slideshow label={`Testimonials from ${label.toLowerCase()}`} interval={3500}>
                {entries.map((entry) => (
                  <Entry key={entry.name} entry={entry} />
                ))}
              </Slideshow>
            )}
          </div>
        );
      })}
    </div>
  );
}
