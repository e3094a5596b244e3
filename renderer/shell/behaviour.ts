/**
 * The shell's behaviours in plain script (no React): theme toggle, menus, Escape, and a PDF's frame where the browser
 * can show one.
 * Hover panels, smooth back-to-top and the layout itself are CSS; this adds keyboard and touch.
 */
import { showDocumentFrames } from './documentFrames.ts';

const desktop = window.matchMedia('(min-width: 1181px)');

function setExpanded(button: Element, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
}

function closeGroups(nav: Element, except?: Element): void {
  nav.querySelectorAll('.nav-group__button[aria-expanded="true"]').forEach((button) => {
    if (button !== except) setExpanded(button, false);
  });
}

function initTheme(): void {
  const root = document.documentElement;
  const system = window.matchMedia('(prefers-color-scheme: dark)');
  const isDark = () => (root.dataset.theme ?? (system.matches ? 'dark' : 'light')) === 'dark';
  const buttons = document.querySelectorAll('[data-theme-toggle]');
  const sync = () => buttons.forEach((button) => button.setAttribute('aria-pressed', String(isDark())));
  buttons.forEach((button) =>
    button.addEventListener('click', () => {
      const next = isDark() ? 'light' : 'dark';
      root.dataset.theme = next;
      try {
        localStorage.setItem('theme', next);
      } catch {
        /* private mode: the choice lasts for this page only */
      }
      sync();
    }),
  );
  system.addEventListener('change', sync);
  sync();
}

function initNav(): void {
  const nav = document.querySelector('.site-nav');
  if (!nav) return;
  nav.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button[aria-controls]');
    if (!button) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    if (button.classList.contains('nav-group__button')) closeGroups(nav, button);
    setExpanded(button, open);
  });
  nav.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key !== 'Escape') return;
    const group = (event.target as Element).closest('.nav-group');
    const button = group?.querySelector('.nav-group__button[aria-expanded="true"]');
    if (button) {
      setExpanded(button, false);
      (button as HTMLElement).focus();
    } else {
      const toggle = nav.querySelector('.nav-toggle[aria-expanded="true"]');
      if (toggle) {
        setExpanded(toggle, false);
        (toggle as HTMLElement).focus();
      }
    }
  });
  // Desktop: leaving a group closes it, whether it was opened by hover, click or keyboard.
  nav.querySelectorAll('.nav-group').forEach((group) =>
    group.addEventListener('mouseleave', () => {
      if (desktop.matches) closeGroups(nav);
    }),
  );
  // Desktop: focus leaving a group closes it.
  nav.addEventListener('focusout', (event) => {
    const next = (event as FocusEvent).relatedTarget as Element | null;
    if (desktop.matches && !next?.closest('.nav-group')) closeGroups(nav);
  });
}

export function initShell(): void {
  initTheme();
  initNav();
  showDocumentFrames();
}
