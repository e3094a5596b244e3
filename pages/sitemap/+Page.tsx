import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { Banner } from '../../renderer/components/Banner.tsx';
import { href } from '../../renderer/href.ts';
import { SEARCH_ROUTE } from '../../common/routes.ts';
import './sitemap.css';

export default function Page() {
  const { title, groups } = useData<Data>();
  return (
    <>
      <Banner title={title} />
      <div className="page-body sitemap">
        <p>
          <a href={href('/')}>Home</a> · <a href={href(SEARCH_ROUTE)}>Search the site</a>
        </p>
        {groups.map((group) => (
          <section key={group.label} aria-labelledby={`sitemap-${group.label.replace(/\W+/g, '-')}`}>
            <h2 id={`sitemap-${group.label.replace(/\W+/g, '-')}`}>{group.label}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.route}>
                  <a href={href(item.route)}>{item.title}</a>
                  {item.children.length > 0 ? (
                    <ul>
                      {item.children.map((child) => (
                        <li key={child.route}>
                          <a href={href(child.route)}>{child.title}</a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
