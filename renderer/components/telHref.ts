/** A phone number as a tel: link ("+91 370 000 0001" -> "tel:+913700000001"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;
