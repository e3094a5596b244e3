/**
 * The full stylesheet arrives with media="print" so it never blocks the first paint (scripts/postbuild/deferStylesheet.ts);
 * once it has loaded it applies to every medium. A script file rather than an onload attribute, which the CSP forbids.
 */
export function applyDeferredStylesheets(): void {
  document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]').forEach((link) => {
    const apply = () => {
      link.media = 'all';
    };
    if (link.sheet) apply();
    else link.addEventListener('load', apply, { once: true });
  });
}
