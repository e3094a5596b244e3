/**
 * Decap's widget packages, its Markdown editor's image button and its languages ship without type declarations: what
 * decapCms.ts registers of them (each widget's `Widget()`, as decap-cms-app registers it).
 */
/** A widget as Decap's widget packages define it (their `Widget()`) and CMS.registerWidget takes it. */
interface WidgetDefinition {
  name: string;
  controlComponent: import('react').ComponentType<import('decap-cms-core').CmsWidgetControlProps>;
  [option: string]: unknown;
}

declare module 'decap-cms-widget-*' {
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
