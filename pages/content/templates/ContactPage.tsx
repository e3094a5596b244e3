import { usePageContext } from 'vike-react/usePageContext';
import type { ContentPage } from '../../../common/contentTypes.ts';
import { Banner } from '../../../renderer/components/Banner.tsx';
import { Markdown } from '../../../renderer/components/Markdown.tsx';
import './contact.css';
import { EmailItems, PhoneItems } from '../../../renderer/components/ContactLinks.tsx';
import { PostalAddress } from '../../../renderer/components/PostalAddress.tsx';

/** Address, phones and e-mails come from site.yaml (the same values as the footer), then the text and the map. */
export function ContactPage({ page }: { page: Extract<ContentPage, { template: 'contact' }> }) {
  const { site } = usePageContext().shell;
  return (
    <>
      <Banner title={page.title} subtitle={page.subtitle} />
      <div className="page-body contact">
        <div className="contact__details">
          <section className="card" aria-labelledby="contact-address">
            <h2 id="contact-address">Postal address</h2>
            <PostalAddress name={site.name} lines={site.address} />
          </section>
          <section className="card" aria-labelledby="contact-phone">
            <h2 id="contact-phone">Phone</h2>
            <ul className="contact__list">
              <PhoneItems phones={site.phones} />
            </ul>
          </section>
          <section className="card" aria-labelledby="contact-email">
            <h2 id="contact-email">E-mail</h2>
            <ul className="contact__list">
              <EmailItems emails={site.emails} />
            </ul>
          </section>
        </div>
        <Markdown html={page.html} />
        <figure className="contact__map">
          <iframe src={page.map.embedUrl} title={page.map.title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
          <figcaption>
            <a href={page.map.openUrl} target="_blank" rel="noopener noreferrer">
              Open in maps<span className="visually-hidden"> (opens another site)</span>
            </a>
          </figcaption>
        </figure>
      </div>
    </>
  );
}
