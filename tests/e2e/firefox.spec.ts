import { engineTests } from './engines/engineTests.ts';
import { launchFirefox } from './engines/firefox.ts';

/** The promises a visitor meets (engines/visits.ts), in Firefox: Debian's Firefox ESR over WebDriver BiDi. */
engineTests('Firefox', launchFirefox);
