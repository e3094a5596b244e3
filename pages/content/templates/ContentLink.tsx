import type { ReactNode } from 'react';
import type { CompiledLink } from '../../../common/contentTypes.ts';
import { fileLabel } from '../../../common/fileLabel.ts';
import { href } from '../../../renderer/href.ts';
import { TextVersionLink } from '../../../renderer/components/TextVersionLink.tsx';

/**
 * A link to a page, a served file (its format and size said) or another site (opens in a new tab).
 * `context` is read only by screen readers, so a row of "View" links says what each one opens.
 */
export function ContentLink({ link, context, className, children }: { link: CompiledLink; context?: string; className?: string; children?: ReactNode }) {
  const label = children ?? link.label;
  const hidden = context ? <span className="visually-hidden"> ({context})</span> : null;
  switch (link.kind) {
    case 'route':
      return (
        <a className={className} href={href(link.route)}>
          {label}
          {hidden}
        </a>
      );
    case 'file':
      return (
        <>
          <a className={className} href={href(link.file.url)}>
            {label}
            {hidden} <span className="link-note">({fileLabel(link.file)})</span>
          </a>
          <TextVersionLink file={link.file} name={context ?? (typeof label === 'string' ? label : link.file.source.split('/').pop()!)} />
        </>
      );
    case 'external':
      return (
        <a className={className} href={link.url} target="_blank" rel="noopener noreferrer">
          {label}
          {hidden} <span className="link-note">(opens another site)</span>
        </a>
      );
  }
}
