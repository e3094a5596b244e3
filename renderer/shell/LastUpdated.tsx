const format = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "Last updated on 22 November 2026", from the page's content files (git history). */
export function LastUpdated({ date }: { date: string | undefined }) {
  if (!date) return null;
  return (
    <p className="last-updated">
      Last updated on <time dateTime={date}>{format.format(new Date(`${date}T00:00:00Z`))}</time>
    </p>
  );
}
