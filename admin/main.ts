/**
 * The editor at /admin/: Decap CMS with the config.yml generated from the content schemas (it is read from
 * beside this page). The preview pane uses the site's own stylesheet, named by the page's meta tags.
 */
import CMS from 'decap-cms-app';
import { CAPTIONS_FORMAT, captionsFormat } from './captionsFormat.ts';

for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="site-stylesheet"]')) CMS.registerPreviewStyle(meta.content);
CMS.registerCustomFormat(CAPTIONS_FORMAT, 'yaml', captionsFormat);
CMS.init();
