/**
 * The editor's words where Decap's own English misleads the office: a locale of its own (CMS.registerLocale), which
 * Decap merges into its English, named by config.yml's `locale` (editor/config/decapConfig.ts writes it). The phrases'
 * keys and the merging are Decap internals: tests/e2e/editor-traps.spec.ts ("Changes saved") and
 * editor-refusals.spec.ts (a pattern's refusal) fail if an upgrade changes them.
 */
export const OFFICE_LOCALE = 'en-x-office';

export const officePhrases = {
  editor: {
    editorToolbar: {
      // Decap says "Changes saved" of every form without unsaved changes, a blank new one included.
      changesSaved: 'No unsaved changes',
    },
    editorControlPane: {
      widget: {
        // Decap says "Expires didn't match the pattern: …" of a text its pattern refuses: the field's label and what it
        // wants (the pattern's message, config.yml's `pattern: [regex, message]`), as the content check says it.
        regexPattern: '%{fieldLabel}: %{pattern}.',
      },
    },
  },
};
