import { basePath } from '../href.ts';

/** HTML the content compiler made from Markdown; root-relative links and images get the base path. */
export function Markdown({ html, className = 'prose' }: { html: string; className?: string }) {
  const withBase = basePath ? html.replace(/(href|src)="\//g, `$1="${basePath}/`) : html;
  return <div className={className} dangerouslySetInnerHTML={{ __html: withBase }} />;
}
