import { readFileSync } from 'node:fs';
import path from 'node:path';
import { svgDataUri } from '../../common/svgDataUri.ts';

/**
 * The site's icon inside each page's <head>: a separate request for it would share a phone's slow connection with the
 * page before the first paint. Read from public/, relative to the project root where the build runs (as common/criticalCss.ts).
 */
export const favicon: string = svgDataUri(readFileSync(path.resolve('public/favicon.svg'), 'utf8'));
