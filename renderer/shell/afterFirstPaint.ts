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
