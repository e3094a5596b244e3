import type { Asset } from '../../common/contentTypes.ts';
import { FRAME_MEDIA, pageAnchor, pagePictures } from '../../common/documentPages.ts';
import { href } from '../href.ts';
import './DocumentPages.css';

/** The column a document is shown in: the screen's width on a phone, the text's width on a larger screen. */
const SIZES = '(max-width: 56rem) 100vw, 56rem';
/** A picture of one transparent pixel, given in place of a page's where the frame is shown: nothing is fetched for it. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A PDF's first pages as pictures the build drew (WebP at a few widths, width and height set so nothing moves as they
 * arrive), each with its own address (#page-3) and a text alternative naming it. What a phone shows, whose browser
 * cannot show a PDF inside a page; on a desktop (FRAME_MEDIA), the pictures are neither fetched nor shown, their list
 * keeps the frame's space, and the shell's script puts the PDF in a frame there. The first page of a page's first
 * document loads at once; every other picture as it is scrolled to.
 */
export function DocumentPages({ file, title, anchor }: { file: Asset; title: string; anchor?: string }) {
  const { drawn } = file;
  if (!drawn) return null;
  return (
    <ol className="document__pages" aria-label={`${title}: its pages`}>
      {drawn.heights.map((height, index) => {
        const pictures = pagePictures(file, index + 1);
        const first = index === 0 && (anchor ?? 'page') === 'page';
        return (
          <li key={index} id={pageAnchor(anchor, index + 1)}>
            <picture>
              <source media={FRAME_MEDIA} srcSet={NOTHING} />
              <img
                src={href(pictures[1].url)}
                srcSet={pictures.map((picture) => `${href(picture.url)} ${picture.width}w`).join(', ')}
                sizes={SIZES}
                width={pictures.at(-1)!.width}
                height={height}
                alt={`Page ${index + 1} of ${drawn.total}, ${title}`}
                loading={first ? undefined : 'lazy'}
                fetchPriority={first ? 'high' : undefined}
                decoding={first ? undefined : 'async'}
              />
            </picture>
          </li>
        );
      })}
    </ol>
  );
}
