/** The addresses of the pages the register of disclosures makes (pages/home/publicSelfDisclosure, pages/home/rti). */
export const DISCLOSURE_ROUTES = { selfDisclosure: '/home/publicSelfDisclosure', rti: '/home/rti' } as const;

/** Where the home page's "NIRF" link leads: the NIRF section of the Public Self-Disclosure page. */
export const NIRF_ROUTE = `${DISCLOSURE_ROUTES.selfDisclosure}#disclosures-nirf`;
