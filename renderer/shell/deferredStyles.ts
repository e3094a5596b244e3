/**
 * The full stylesheet is named in <noscript data-deferred-style="…"> (scripts/postbuild/deferStylesheet.ts): without
 * JavaScript it applies as an ordinary stylesheet; with JavaScript it is fetched here, called once the first screen
 * has painted from the inline CSS (lib/criticalCss.ts). Resolves once every deferred stylesheet has loaded
 * (or failed: the page stays usable with the inline CSS).
 */
export async function loadDeferredStylesheets(): Promise<void> {
  const holders = [...document.querySelectorAll<HTMLElement>('noscript[data-deferred-style]')];
  await Promise.all(
    holders.map(
      (holder) =>
        new Promise<void>((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = holder.dataset.deferredStyle!;
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          // In the noscript's place, after the inline CSS, so the cascade keeps the stylesheet's order.
          holder.after(link);
        }),
    ),
  );
}

/**
 * Resolves once the browser reports the page's first contentful paint (reported when the frame is on screen, which a
 * task queued from a frame callback can precede). Requests the first screen does not need start only then: made
 * earlier, they share the slow connection with the page itself and push its first paint back. A browser without paint
 * timing waits for one frame instead.
 */
export const afterFirstPaint = (): Promise<void> =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
