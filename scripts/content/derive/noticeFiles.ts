/** What a file under content/notices/ is, from its name alone. Pure. */

type NoticeFileKind = 'markdown' | 'pdf' | 'image' | 'categories' | 'system' | 'other';

const IMAGE = /\.(jpe?g|png|webp|avif|gif)$/i;
/** Files that operating systems and office programs leave behind. */
const SYSTEM_FILE = /^(\.ds_store|thumbs\.db|ehthumbs\.db|desktop\.ini|~\$.*|\..*)$/i;

/** `relative` is the path under content/notices/, e.g. "2026/2026-11-20 Timetable.pdf". */
export function noticeFileKind(relative: string): NoticeFileKind {
  const name = relative.split('/').pop()!;
  if (relative === 'categories.yaml') return 'categories';
  if (relative.split('/').some((segment) => SYSTEM_FILE.test(segment))) return 'system';
  if (/\.md$/i.test(name)) return 'markdown';
  if (/\.pdf$/i.test(name)) return 'pdf';
  if (IMAGE.test(name)) return 'image';
  return 'other';
}

type DatedName = { ok: true; date: string; rest: string } | { ok: false; reason: 'no date' | 'no title'; found: string };

/** "2026-11-20 Examination timetable.pdf" -> date 2026-11-20, rest "Examination timetable" (the date may be impossible: checked by the caller). */
export function splitDatedName(name: string): DatedName {
  const stem = name.replace(/\.[^.]+$/, '');
  const match = /^(\d{4}-\d{2}-\d{2})(.*)$/.exec(stem);
  if (!match) return { ok: false, reason: 'no date', found: name };
  const rest = match[2].replace(/^[\s_-]+/, '').trim();
  if (!rest) return { ok: false, reason: 'no title', found: name };
  return { ok: true, date: match[1], rest };
}

/** Letters and digits in lower case, joined by hyphens: "Semester 3, Timetable" -> "semester-3-timetable". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A notice's address segment: its date and its name, so two notices of different days never collide. */
export function noticeSlug(date: string, rest: string): string {
  const name = slugify(rest);
  return name ? `${date}-${name}` : date;
}
