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
