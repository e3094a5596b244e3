/**
 * The editor at /admin/: Decap CMS with the config.yml generated from the content schemas (it is read from
 * beside this page). The preview pane uses the site's own stylesheet, named by the page's meta tags; text
 * pages are previewed as the site renders them, which needs the list of them from the config first. Our stylesheet for
 * small screens (styles/smallScreens.css) is bundled beside the script and linked by the page. Each extension of Decap
 * registered here, what it relies on in Decap and the test guarding it: docs/editor.md.
 */
import CMS from './decapCms.ts';
import type { CmsConfig } from 'decap-cms-core';
import { CAPTIONS_FORMAT, captionsFormat } from './formats/captionsFormat.ts';
import { FRONT_MATTER_IN_PLACE_FORMAT, YAML_IN_PLACE_FORMAT, frontMatterInPlaceFormat, yamlInPlaceFormat } from './formats/inPlaceFormats.ts';
import { ENTRY_LISTS_FILE, entryCheck, type CollectionConfig, type EditorEntryLists } from './entryCheck.ts';
import { SPREADSHEET_FORMAT, SPREADSHEET_WIDGET, spreadsheetFormat } from './formats/spreadsheetFormat.ts';
import { SpreadsheetControl } from './widgets/spreadsheetWidget.tsx';
import { OPTIONAL_GROUP_WIDGET } from './widgets/optionalGroup.ts';
import { OptionalGroupControl } from './widgets/optionalGroupWidget.tsx';
import { QUESTION_PAPERS_WIDGET } from './widgets/questionPaperBatch.ts';
import { questionPapersControl } from './widgets/questionPapersWidget.tsx';
import { TextPagePreview, textPageEntries } from './textPagePreview.tsx';
// The editor on a phone: Decap's own layout is made for 800 px and more.
import './styles/smallScreens.css';
import { EditorBackends } from './backends/guardedBackends.ts';
import { withBackendChosen, type BackendConfig } from './backends/localProxy.ts';
import { renameTakenUploads } from './backends/uploadNames.ts';
import { OFFICE_LOCALE, officePhrases } from './officeLocale.ts';
import type { NamingCollection } from '../helpers/officeNames.ts';
import { readConfigText } from '../helpers/configText.ts';
// Refusals beside their fields and the summary of them, the spreadsheets' wider form, in ordinary case.
import './styles/forms.css';
// The Quick add menu as wide as its items.
import './styles/header.css';
import { followPublishes } from './status/followPublishes.ts';
// The panel saying whether a published change is live yet.
import './styles/publishStatus.css';

for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="site-stylesheet"]')) CMS.registerPreviewStyle(meta.content);
CMS.registerCustomFormat(CAPTIONS_FORMAT, 'yaml', captionsFormat);
// Every file the editor saves keeps its comments, the order of its fields and every line the office did not change.
CMS.registerCustomFormat(YAML_IN_PLACE_FORMAT, 'yaml', yamlInPlaceFormat);
CMS.registerCustomFormat(FRONT_MATTER_IN_PLACE_FORMAT, 'md', frontMatterInPlaceFormat);
CMS.registerCustomFormat(SPREADSHEET_FORMAT, 'csv', spreadsheetFormat);
CMS.registerWidget(SPREADSHEET_WIDGET, SpreadsheetControl);
CMS.registerWidget(OPTIONAL_GROUP_WIDGET, OptionalGroupControl);
// Question papers by the dozen, under their own names, in one commit (widgets/questionPapersWidget.tsx).
// This page's backends: what they know of the config, and the one Decap made (guardedBackends.ts).
const backends = new EditorBackends();
CMS.registerWidget(
  QUESTION_PAPERS_WIDGET,
  questionPapersControl(() => backends.papers()),
);
// Media keyed by path, only published kinds offered, no file in use deleted (mediaGuard.ts), no entry saved under a
// numbered name (sameName.ts), notices newest first.
backends.register(CMS.registerBackend);
// An upload never replaces a file: a name taken is made free (…-2.pdf) before Decap sees it, and the window says so.
renameTakenUploads(window, () => backends.uploadNames());
CMS.registerLocale(OFFICE_LOCALE, officePhrases);

void Promise.all([
  fetch('config.yml').then((response) => response.text()),
  fetch(ENTRY_LISTS_FILE).then((response) => response.json() as Promise<EditorEntryLists>),
])
  .then(async ([text, lists]) => {
    const read = readConfigText(text) as Parameters<typeof textPageEntries>[0] & { collections: (CollectionConfig & NamingCollection)[] } & BackendConfig;
    const config = await withBackendChosen(read, location.hostname);
    backends.know({ contentPath: lists.contentPath, workflow: config.publish_mode === 'editorial_workflow', collections: config.collections });
    for (const name of textPageEntries(config)) CMS.registerPreviewTemplate(name, TextPagePreview);
    // Before an entry is saved, the content check's rules for it run once more: what no field showed is refused too.
    CMS.registerEventListener({ name: 'preSave', handler: entryCheck(config.collections, lists) });
    // After each publish, whether the site shows it yet, and on the first screen whether the site itself is up to date.
    followPublishes((listener) => CMS.registerEventListener(listener), config, lists);
    // The config is the one just read: Decap need not fetch it again.
    CMS.init({ config: { ...config, load_config_file: false } as unknown as CmsConfig });
  })
  // Decap then reads the config itself and says what is wrong with it.
  .catch(() => CMS.init());
