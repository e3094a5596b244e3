/**
 * Decap CMS as the office's editor uses it: decap-cms-core with the widgets config.yml names (those the content check
 * guards wrapped with it, checkedControl.tsx), the image button of the Markdown editor and Decap's English. The two
 * backends are the editor's own (guardedBackends.ts). decap-cms-app registers every widget, backend and language Decap
 * has in the same way (its extensions.js): with the code editor, the map, the colour picker, eight more backends and
 * 35 more languages, none of which the office uses, its script was 2.2 MB longer (540 KB gzip) to download and compile.
 */
import { DecapCmsCore as CMS, type CmsWidgetParam } from 'decap-cms-core';
import image from 'decap-cms-editor-component-image';
import { en } from 'decap-cms-locales';
import boolean from 'decap-cms-widget-boolean';
import datetime from 'decap-cms-widget-datetime';
import file from 'decap-cms-widget-file';
import imageWidget from 'decap-cms-widget-image';
import list from 'decap-cms-widget-list';
import markdown from 'decap-cms-widget-markdown';
import number from 'decap-cms-widget-number';
import object from 'decap-cms-widget-object';
import select from 'decap-cms-widget-select';
import string from 'decap-cms-widget-string';
import text from 'decap-cms-widget-text';
import { withContentCheck } from './widgets/checkedControl.tsx';

for (const widget of [string, number, text, imageWidget, file, select, markdown, list, object, boolean, datetime]) {
  CMS.registerWidget(withContentCheck(widget.Widget()) as unknown as CmsWidgetParam);
}
CMS.registerEditorComponent(image);
CMS.registerLocale('en', en);

export default CMS;
