import type { ContentPage } from '../../../common/contentTypes.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { Markdown } from '../../../renderer/components/Markdown.tsx';
import { Photo } from '../../../renderer/components/Photo.tsx';
import './people.css';

/** Photos with name and role; with one person the text (a message) sits beside the photo. */
export function PeoplePage({ page }: { page: Extract<ContentPage, { template: 'people' }> }) {
  const single = page.people.length === 1;
  return (
    <>
      <Banner title={page.title} subtitle={page.subtitle} />
      <div className={`page-body ${single ? 'people people--single' : 'people'}`}>
        <ul className="people__list">
          {page.people.map((person) => (
            <li key={person.name} className="card people__card">
              <Photo image={person.photo} alt={person.alt} lazy={false} className="people__photo" />
              <p className="people__name">{person.name}</p>
              <p className="people__role">{person.role}</p>
            </li>
          ))}
        </ul>
        {page.html.trim() ? <Markdown html={page.html} className="prose people__text" /> : null}
      </div>
    </>
  );
}
