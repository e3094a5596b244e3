import { engineTests } from './engines/engineTests.ts';
import { launchWebKit } from './engines/webkit.ts';

/** The promises a visitor meets (engines/visits.ts), in WebKit: WebKitGTK's MiniBrowser over W3C WebDriver. */
engineTests('WebKit', launchWebKit);
