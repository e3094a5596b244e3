/**
 * The preview of a text page as the site shows it: the banner with its title, then the text rendered by the
 * site's own Markdown renderer and sanitiser (common/markdown.ts), inside the site's stylesheet (registered in
 * main.ts), so raw HTML the site would drop is dropped here too.
 */
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { renderMarkdown } from '../../common/markdown.ts';
import { Banner } from '../../renderer/components/Banner.tsx';

export function TextPagePreview({ entry }: PreviewTemplateComponentProps) {
  const text = (name: string) => {
    const value: unknown = entry.getIn(['data', name]);
    return typeof value === 'string' ? value : '';
  };
  return (
    <main id="main">
      <Banner title={text('title')} subtitle={text('subtitle') || undefined} />
      <div className="page-body">
        <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(text('body')) }} />
      </div>
    </main>
  );
}

interface ConfigFile {
  name: string;
  fields?: { name: string; default?: unknown }[];
}

/**
 * The entries of config.yml that are text pages (their hidden `template` field says text), each by its name:
 * a page's own in a group of files, a folder collection's for its new pages. Each gets this preview.
 */
export function textPageEntries(config: { collections?: (ConfigFile & { files?: ConfigFile[] })[] }): string[] {
  return (config.collections ?? [])
    .flatMap((collection) => collection.files ?? [collection])
    .filter((file) => file.fields?.some((field) => field.name === 'template' && field.default === 'text'))
    .map((file) => file.name);
}
