import { href } from '../href.ts';
import type { NavGroup, NavItem, Navigation } from '../../common/contentTypes.ts';

function ItemLink({ item, current }: { item: NavItem; current: string }) {
  const label = item.underConstruction ? `${item.label} (under construction)` : item.label;
  if (item.url) {
    return (
      <a href={item.url} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden"> (opens another site)</span>
      </a>
    );
  }
  const isCurrent = item.route === current;
  return (
    <a href={href(item.route!)} aria-current={isCurrent ? 'page' : undefined}>
      {item.mobileLabel ? (
        <>
          <span className="only-desktop">{label}</span>
          <span className="only-mobile">{item.mobileLabel}</span>
        </>
      ) : (
        label
      )}
    </a>
  );
}

function Group({ group, current }: { group: NavGroup; current: string }) {
  const panelId = `nav-panel-${group.key}`;
  const containsCurrent = group.items.some((item) => item.route === current);
  return (
    <li className="nav-group" data-group={group.key}>
      <button type="button" className="nav-group__button" aria-expanded="false" aria-controls={panelId} data-current={containsCurrent || undefined}>
        {group.label}
        <svg aria-hidden="true" viewBox="0 0 12 12" width="10" height="10">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div className="nav-panel" id={panelId}>
        <ul className={group.layout === 'two-columns' ? 'nav-panel__list nav-panel__list--two-columns' : 'nav-panel__list'}>
          {group.items.map((item) => (
            <li key={item.label}>
              <ItemLink item={item} current={current} />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** One menu for every width: CSS lays it out as hover panels above 1180 px and as a slide-in accordion below. */
export function Nav({ navigation, current }: { navigation: Navigation; current: string }) {
  return (
    <nav className="site-nav" aria-label="Main">
      <button type="button" className="nav-toggle" aria-expanded="false" aria-controls="nav-list">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
        Menu
      </button>
      <ul className="nav-list" id="nav-list">
        <li className="nav-home">
          <a href={href(navigation.home.route)} aria-current={current === navigation.home.route ? 'page' : undefined}>
            {navigation.home.label}
          </a>
        </li>
        {navigation.groups.map((group) => (
          <Group key={group.key} group={group} current={current} />
        ))}
      </ul>
    </nav>
  );
}
