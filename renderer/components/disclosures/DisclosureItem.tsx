import type { DisclosureEntry, DisclosureLink } from '../../../common/contentTypes.ts';
import { fileLabel } from '../../../common/fileLabel.ts';
import { longDate } from '../../../common/noticeDates.ts';
import { href } from '../../href.ts';

/** A route's title from the route table, else its address. */
type TitleOf = (route: string) => string;

function PlaceLink({ link, item, titleOf }: { link: DisclosureLink; item: string; titleOf: TitleOf }) {
  if (link.asset) {
    return (
      <a href={href(link.asset.url)}>
        {link.label ?? item} <span className="link-note">({fileLabel(link.asset)})</span>
      </a>
    );
  }
  return <a href={href(link.route!)}>{link.label ?? titleOf(link.route!)}</a>;
}

const DateText = ({ date }: { date: string }) => <time dateTime={date}>{longDate(date)}</time>;

/**
 * One required item: what is required and by which clause, where it is published (or that it is not yet, or why it
 * does not apply), and its review dates, an overdue review said in words.
 */
export function DisclosureItem({ entry, number, titleOf }: { entry: DisclosureEntry; number: number; titleOf: TitleOf }) {
  return (
    <li className={`disclosure disclosure--${entry.status}`} id={`disclosure-${entry.key}`}>
      <h3 className="disclosure__title">
        <span className="disclosure__number">{number}.</span> {entry.title}
      </h3>
      <p className="disclosure__requirement">
        {entry.requirement} <span className="disclosure__citation">({entry.citation})</span>
      </p>
      <dl className="disclosure__facts">
        <div>
          <dt>Published</dt>
          <dd>
            {entry.status === 'published' ? (
              <ul className="disclosure__links">
                {entry.links.map((link) => (
                  <li key={link.route ?? link.asset!.url}>
                    <PlaceLink link={link} item={entry.title} titleOf={titleOf} />
                  </li>
                ))}
              </ul>
            ) : entry.status === 'notApplicable' ? (
              <>Not applicable: {entry.reason}</>
            ) : (
              <strong className="disclosure__missing">Not yet published</strong>
            )}
            {entry.fact ? <span className="disclosure__fact">{entry.fact}</span> : null}
          </dd>
        </div>
        <div>
          <dt>Last reviewed</dt>
          <dd>{entry.reviewed ? <DateText date={entry.reviewed} /> : 'Not yet reviewed'}</dd>
        </div>
        <div>
          <dt>Next review</dt>
          <dd>
            {entry.nextReview ? <DateText date={entry.nextReview} /> : 'Not set'}
            {entry.nextReview && entry.reviewOverdue ? <strong className="disclosure__overdue"> (review overdue)</strong> : null}
          </dd>
        </div>
      </dl>
    </li>
  );
}
