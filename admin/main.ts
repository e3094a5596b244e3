/**
 * The editor at /admin/: Decap CMS with the config.yml generated from the content schemas (it is read from
 * beside this page). The preview pane uses the site's own stylesheet, named by the page's meta tag.
 */
import CMS from 'decap-cms-app';
import { CAPTIONS_FORMAT, captionsFormat } from './captionsFormat.ts';

const stylesheet = document.querySelector<HTMLMetaElement>('meta[name="site-stylesheet"]')?.content;
if (stylesheet) CMS.registerPreviewStyle(stylesheet);
CMS.registerCustomFormat(CAPTIONS_FORMAT, 'yaml', captionsFormat);
CMS.init();
