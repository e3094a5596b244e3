import { PostalAddress } from './PostalAddress.tsx';

/** A phone number as a tel: link ("+91 370 000 0001" -> "tel:+913700000001"). */
const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/** The college's phone numbers as tel: links, one list item each (the footer and the contact page). */
export function PhoneItems({ phones }: { phones: string[] }) {
  return phones.map((phone) => (
    <li key={phone}>
      <a href={telHref(phone)}>{phone}</a>
    </li>
  ));
}

/** The college's e-mail addresses as mailto: links, one list item each. */
export function EmailItems({ emails }: { emails: string[] }) {
  return emails.map((email) => (
    <li key={email}>
      <a href={`mailto:${email}`}>{email}</a>
    </li>
  ));
}

/** The college's postal address, phones and e-mail addresses, as site.yaml gives them (the footer, the policy pages). */
export function OfficeAddress({ site }: { site: { name: string; address: string[]; phones: string[]; emails: string[] } }) {
  return (
    <>
      <PostalAddress name={site.name} lines={site.address} />
      <ul className="plain-list">
        <PhoneItems phones={site.phones} />
        <EmailItems emails={site.emails} />
      </ul>
    </>
  );
}
