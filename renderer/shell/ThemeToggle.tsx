/** A plain button; shell.ts gives it its behaviour (no React in the browser for it). */
export function ThemeToggle() {
  return (
    <button type="button" className="theme-toggle" data-theme-toggle aria-label="Dark mode" aria-pressed="false">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" fill="currentColor" />
      </svg>
    </button>
  );
}
