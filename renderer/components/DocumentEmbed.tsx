import type { CompiledDocument } from '../../common/contentTypes.ts';
import { href } from '../href.ts';
import { fileLabel } from '../../common/fileLabel.ts';
import { Photo } from './Photo.tsx';
import { TextVersionLink } from './TextVersionLink.tsx';
import { DocumentPages } from './DocumentPages.tsx';

/**
 * A document on a page, with a plain link under it. A PDF is its first pages as pictures the build drew (what a phone
 * shows, whose browser cannot show a PDF inside a page); where the browser can, the shell's script
 * (renderer/shell/documentFrames.ts) puts the PDF in a frame in their place, about 900 px high, or 600 px for `short`
 * (committee pages): the height is a class, not a style attribute, which the CSP would block. Any other file and an
 * external preview are in a frame; images are shown as they are.
 */
export function DocumentEmbed({ document, short = false }: { document: CompiledDocument; short?: boolean }) {
  if (document.kind === 'images') {
    return (
      <figure className="document document--images">
        {document.images.map(({ image, alt }) => (
          <Photo key={image.url} image={image} alt={alt} />
        ))}
        <figcaption>{document.title}</figcaption>
      </figure>
    );
  }
  const src = document.kind === 'file' ? href(document.file.url) : document.url;
  const pdf = document.kind === 'file' && document.file.format === 'PDF';
  const drawn = document.kind === 'file' ? document.file.drawn : undefined;
  const more = drawn ? drawn.total - drawn.heights.length : 0;
  return (
    <figure className={short ? 'document document--short' : 'document'} {...(pdf && { 'data-pdf': src, 'data-title': document.title })}>
      {pdf ? (
        <DocumentPages file={document.file} title={document.title} anchor={document.anchor} />
      ) : (
        <iframe className="document__frame" src={src} title={document.title} loading="lazy" />
      )}
      <figcaption>
        {document.kind === 'file' ? (
          <>
            {more > 0 ? (
              <span className="document__more">
                The first {drawn!.heights.length} pages are shown here; the PDF holds {more} more.{' '}
              </span>
            ) : null}
            <a href={src}>
              Open the document: {document.title} ({fileLabel(document.file)})
            </a>
            <TextVersionLink file={document.file} name={document.title} />
          </>
        ) : (
          <a href={src} target="_blank" rel="noopener noreferrer">
            Open the document: {document.title} (opens another site)
          </a>
        )}
      </figcaption>
    </figure>
  );
}
