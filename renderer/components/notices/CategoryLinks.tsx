import { href } from '../../href.ts';
import { EVENTS_ROUTE, NOTICES_ROUTE, noticeCategoryRoute } from '../../../common/routes.ts';

/** The categories as links (the filter that works without JavaScript); the current one is marked. */
export function CategoryLinks({ categories, current }: { categories: { name: string; slug: string; count: number }[]; current?: string }) {
  return (
    <nav className="notice-categories" aria-label="Notice categories">
      <ul>
        <li>
          <a href={href(NOTICES_ROUTE)} aria-current={current === undefined ? 'page' : undefined}>
            All
          </a>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <a href={href(noticeCategoryRoute(category.slug))} aria-current={current === category.slug ? 'page' : undefined}>
              {category.name} ({category.count})
            </a>
          </li>
        ))}
        <li>
          <a href={href(EVENTS_ROUTE)}>Upcoming events</a>
        </li>
      </ul>
    </nav>
  );
}
