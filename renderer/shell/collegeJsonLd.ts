import type { GeneratedContent } from '../../common/generated.ts';
import { publicUrl } from '../../common/publicUrl.ts';
import { basePath } from '../href.ts';

/** schema.org CollegeOrUniversity data for the home page, from site.yaml. */
export function collegeJsonLd(site: GeneratedContent['site'], url: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    name: site.name,
    url,
    logo: publicUrl(site.url, basePath, site.logos[0].image.url),
    foundingDate: String(site.foundedYear),
    address: { '@type': 'PostalAddress', streetAddress: site.address.join(', '), addressRegion: 'Nagaland', addressCountry: 'IN' },
    telephone: site.phones,
    email: site.emails,
    sameAs: site.social.filter((link) => link.url.startsWith('http')).map((link) => link.url),
  };
  // Escape "<" so no value can close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
