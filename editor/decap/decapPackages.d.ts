/**
 * Decap's widget packages, its Markdown editor's image button and its languages ship without type declarations: what
 * decapCms.ts registers of them (each widget's `Widget()`, as decap-cms-app registers it).
 */
declare module 'decap-cms-widget-*' {
  import type { WidgetDefinition } from './widgets/checkedControl.tsx';
  const widget: { Widget(): WidgetDefinition };
  export default widget;
}
declare module 'decap-cms-editor-component-image' {
  import type { EditorComponentOptions } from 'decap-cms-core';
  const image: EditorComponentOptions;
  export default image;
}
declare module 'decap-cms-locales' {
  import type { CmsLocalePhrases } from 'decap-cms-core';
  export const en: CmsLocalePhrases;
}
