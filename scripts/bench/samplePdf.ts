/**
 * Tiny valid PDFs (a few hundred bytes a page) made from lines of text: the sample question papers in content/, the
 * bench's generated trees of 10,000 papers and 1,000 documents, and the tests' documents are made with them.
 */

/** PDF strings here are Latin-1: keep a line's ASCII letters and escape what PDF syntax reserves. */
const pdfString = (line: string) =>
  line
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/([\\()])/g, '\\$1');

/** A PDF of A4 pages, each showing its lines of text from the top; a page with no lines has no text at all (as a scan). */
export function textPdf(pages: readonly (readonly string[])[]): Buffer {
  return pdfOfPages(
    pages.map((lines) => (lines.length === 0 ? '' : `BT /F1 12 Tf 56 780 Td ${lines.map((line) => `(${pdfString(line)}) Tj 0 -18 Td`).join(' ')} ET`)),
  );
}

/** A piece of text at a place on an A4 page (points from the bottom left), in Helvetica of `size` points. */
export interface PlacedText {
  x: number;
  y: number;
  size: number;
  text: string;
}

/** The content stream that shows texts at their places and strokes lines ([x1, y1, x2, y2]): a typed page with a ruled table. */
export function placedPage(texts: readonly PlacedText[], lines: readonly (readonly [number, number, number, number])[] = []): string {
  const shown = texts.map(({ x, y, size, text }) => `BT /F1 ${size} Tf ${x} ${y} Td (${pdfString(text)}) Tj ET`);
  const stroked = lines.map(([x1, y1, x2, y2]) => `${x1} ${y1} m ${x2} ${y2} l S`);
  return [...stroked, ...shown].join('\n');
}

/**
 * A PDF of A4 pages (or of `size` points: [width, height]), each drawn by its content stream. `forms` are pictures a
 * stream may draw (`/X0 Do`), each able to draw the next (`/X1 Do` in X0): a page that draws X0 a few times, each
 * drawing X1 a few times, and so on, takes as long to draw as the product of those numbers.
 */
export function pdfOfPages(
  streams: readonly string[],
  { size = [595, 842], forms = [] }: { size?: readonly [number, number]; forms?: readonly string[] } = {},
): Buffer {
  const first = 4;
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  const formNumber = (index: number) => first + streams.length * 2 + index;
  const resources = (form: number) => `<< /Font << /F1 3 0 R >>${form < forms.length ? ` /XObject << /X${form} ${formNumber(form)} 0 R >>` : ''} >>`;
  const kids: string[] = [];
  streams.forEach((stream, index) => {
    const page = first + index * 2;
    kids.push(`${page} 0 R`);
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size[0]} ${size[1]}] /Contents ${page + 1} 0 R /Resources ${resources(0)} >>`);
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });
  forms.forEach((stream, index) => {
    objects.push(
      `<< /Type /XObject /Subtype /Form /BBox [0 0 ${size[0]} ${size[1]}] /Resources ${resources(index + 1)} /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${streams.length} >>`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A one-page PDF saying which paper it stands for. */
export function samplePdf(title: string): Buffer {
  return textPdf([['Sample question paper', title]]);
}

/**
 * A real-sized examination routine of two A4 pages, as the office publishes one: a title, a line of instructions, and a
 * ruled table of 40 rows by 5 columns in 9-point type on each page.
 */
export function examinationRoutinePdf(): Buffer {
  const columns = [50, 130, 210, 400, 470];
  const page = (first: number) => {
    const texts: PlacedText[] = [
      { x: 140, y: 800, size: 16, text: 'Examination routine, semester 3, December 2026' },
      { x: 50, y: 775, size: 10, text: 'All candidates must carry their admit cards. Mobile phones are not allowed in the hall.' },
    ];
    const lines: [number, number, number, number][] = [];
    for (let row = 0; row < 40; row++) {
      const y = 740 - row * 17;
      const n = first + row;
      const cells = [
        `${String((n % 28) + 1).padStart(2, '0')}.12.2026`,
        n % 2 ? 'Monday' : 'Thursday',
        `BA-${100 + n} Paper ${(n % 7) + 1}`,
        `Room ${10 + (n % 12)}`,
        n % 3 ? '10:00 to 13:00' : '14:00 to 17:00',
      ];
      cells.forEach((text, column) => texts.push({ x: columns[column] + 3, y, size: 9, text }));
      lines.push([48, y - 5, 560, y - 5]);
    }
    for (const x of columns) lines.push([x - 2, 752, x - 2, 740 - 39 * 17 - 5]);
    return placedPage(texts, lines);
  };
  return pdfOfPages([page(0), page(40)]);
}
