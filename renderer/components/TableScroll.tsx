import type { ReactNode } from 'react';

/**
 * A table (or chart) that scrolls sideways on narrow screens instead of stretching the page. The
 * scrolling region is named and focusable, so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function TableScroll({ label, className = 'table-scroll', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
