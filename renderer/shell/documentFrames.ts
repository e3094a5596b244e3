import { FRAME_MEDIA } from '../../common/documentPages.ts';

/**
 * On a desktop-class browser (FRAME_MEDIA) that shows PDFs (navigator.pdfViewerEnabled), each PDF a page shows gets its
 * frame in the space its pictures' list keeps, which fetched none of them; an address naming one of its pages
 * (#page-3) opens the frame at that page. A desktop that shows no PDF gets the pictures. Phones and tablets get the
 * pictures whatever they report, and this does nothing there.
 */
export function showDocumentFrames(): void {
  if (!matchMedia(FRAME_MEDIA).matches) return;
  if (!navigator.pdfViewerEnabled) {
    document.documentElement.dataset.noPdfViewer = '';
    document.querySelectorAll('figure[data-pdf] .document__pages source').forEach((source) => source.remove());
    return;
  }
  const named = /^#(.+)-(\d+)$/.exec(decodedHash());
  document.querySelectorAll<HTMLElement>('figure[data-pdf]').forEach((figure) => {
    const pages = figure.querySelector('.document__pages');
    const target = named && pages?.querySelector(`[id="${CSS.escape(`${named[1]}-${named[2]}`)}"]`);
    const frame = document.createElement('iframe');
    frame.className = 'document__frame';
    frame.title = figure.dataset.title ?? '';
    frame.src = `${figure.dataset.pdf}${target ? `#page=${named[2]}` : ''}`;
    if (target) frame.id = target.id;
    else frame.loading = 'lazy';
    if (pages) pages.replaceWith(frame);
    else figure.prepend(frame);
    if (target) frame.scrollIntoView();
  });
}

/** The address's fragment, decoded: as it is when it is no valid percent-encoding (#50%), which decoding would throw on. */
function decodedHash(): string {
  try {
    return decodeURIComponent(location.hash);
  } catch {
    return location.hash;
  }
}
