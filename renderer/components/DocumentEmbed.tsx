import type { CompiledDocument } from '../../common/contentTypes.ts';
import { href } from '../href.ts';
import { fileLabel } from '../../common/fileLabel.ts';
import { Photo } from './Photo.tsx';
import { TextVersionLink } from './TextVersionLink.tsx';

/**
 * A document on a page: the PDF or preview in a frame (about 900 px high on desktop) with a plain link
 * under it — reachable where frames are blocked and on phones — or the document's images. `short` frames
 * (about 600 px) suit committee pages; the height is a class, not a style attribute, which the CSP would block.
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
  return (
    <figure className={short ? 'document document--short' : 'document'}>
      <iframe className="document__frame" src={src} title={document.title} loading="lazy" />
      <figcaption>
        {document.kind === 'file' ? (
          <>
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
