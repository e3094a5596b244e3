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
  const first = 4;
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  const kids: string[] = [];
  pages.forEach((lines, index) => {
    const page = first + index * 2;
    kids.push(`${page} 0 R`);
    const stream = lines.length === 0 ? '' : `BT /F1 12 Tf 56 780 Td ${lines.map((line) => `(${pdfString(line)}) Tj 0 -18 Td`).join(' ')} ET`;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${page + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`);
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages.length} >>`;
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
