import { href } from '../href.ts';
import type { GeneratedContent } from '../../common/generated.ts';
import { SocialIcon } from './SocialIcon.tsx';
import { OfficeAddress } from '../components/ContactLinks.tsx';

export function Footer({ site, navigation }: { site: GeneratedContent['site']; navigation: GeneratedContent['navigation'] }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <OfficeAddress site={site} />
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">Quick links</h2>
          <ul className="plain-list">
            {navigation.footer.map((link) => (
              <li key={link.route}>
                <a href={href(link.route)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-external">
          <h2 id="footer-external">External links</h2>
          <ul className="plain-list">
            {site.externalLinks.map((link) => (
              <li key={link.label}>
                {link.url ? (
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="visually-hidden"> (opens another site)</span>
                  </a>
                ) : (
                  <span>{link.label}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">Follow us</h2>
          <ul className="social-links">
            {site.social.map((link) => (
              <li key={link.url}>
                <a href={link.url} aria-label={link.label} {...(link.network === 'mail' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      {navigation.policies.length > 0 ? (
        <nav className="site-footer__policies" aria-label="Policies and help">
          <ul>
            {navigation.policies.map((link) => (
              <li key={link.route}>
                <a href={href(link.route)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="site-footer__copyright">
        © {site.copyrightYear} {site.name}
      </p>
      <a className="back-to-top" href="#top" aria-label="Back to top">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path d="M12 5l-7 7h4v7h6v-7h4z" fill="currentColor" />
        </svg>
      </a>
    </footer>
  );
}
