/**
 * The editor at /admin/: Decap CMS with the config.yml generated from the content schemas (it is read from
 * beside this page). The preview pane uses the site's own stylesheet, named by the page's meta tags.
 */
import CMS from 'decap-cms-app';
import { CAPTIONS_FORMAT, captionsFormat } from './captionsFormat.ts';
import { SPREADSHEET_FORMAT, SPREADSHEET_WIDGET, spreadsheetFormat } from './spreadsheetFormat.ts';
import { SpreadsheetControl } from './spreadsheetWidget.tsx';

for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="site-stylesheet"]')) CMS.registerPreviewStyle(meta.content);
CMS.registerCustomFormat(CAPTIONS_FORMAT, 'yaml', captionsFormat);
CMS.registerCustomFormat(SPREADSHEET_FORMAT, 'csv', spreadsheetFormat);
CMS.registerWidget(SPREADSHEET_WIDGET, SpreadsheetControl);
CMS.init();
