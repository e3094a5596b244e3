/**
 * A typed PDF page's text in reading order, from the pieces pdf.js gives (each with its place and size): pieces at the
 * same height are one line, read left to right; lines close together are one paragraph; and two or more lines in a
 * row that each fall into separate cells (wide gaps between pieces) are a table, its cells set in the columns of its
 * widest row. Pure: the pieces in, the blocks out.
 */
import type { TextBlock } from '../../../common/documentText.ts';

/** What this needs of a pdf.js text item: its text, its place (transform[4] is x, transform[5] the baseline's y) and width. */
export interface TextPiece {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

interface Line {
  y: number;
  size: number;
  cells: { x: number; text: string }[];
}

/** A gap wider than this many times the font size parts two cells of a table's row. */
const CELL_GAP = 1.5;
/** Baselines further apart than this many times the font size part two paragraphs. */
const PARAGRAPH_GAP = 1.6;

const sizeOf = (piece: TextPiece) => Math.abs(piece.transform[3]) || piece.height || 10;

function linesOf(pieces: readonly TextPiece[]): Line[] {
  const sorted = pieces.filter((piece) => piece.str.trim() !== '').sort((a, b) => b.transform[5] - a.transform[5] || a.transform[4] - b.transform[4]);
  const lines: { y: number; size: number; pieces: TextPiece[] }[] = [];
  for (const piece of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line.y - piece.transform[5]) <= line.size * 0.5) line.pieces.push(piece);
    else lines.push({ y: piece.transform[5], size: sizeOf(piece), pieces: [piece] });
  }
  return lines.map(({ y, size, pieces: inLine }) => {
    const cells: { x: number; text: string; end: number }[] = [];
    for (const piece of inLine.sort((a, b) => a.transform[4] - b.transform[4])) {
      const x = piece.transform[4];
      const cell = cells.at(-1);
      if (cell && x - cell.end <= size * CELL_GAP) {
        cell.text += x - cell.end > size * 0.1 && !cell.text.endsWith(' ') && !piece.str.startsWith(' ') ? ` ${piece.str}` : piece.str;
        cell.end = Math.max(cell.end, x + piece.width);
      } else cells.push({ x, text: piece.str, end: x + piece.width });
    }
    return { y, size, cells: cells.map((cell) => ({ x: cell.x, text: cell.text.replace(/\s+/g, ' ').trim() })) };
  });
}

/** The rows of a table, each cell in the column (of the widest row) that starts nearest it. */
function tableOf(lines: readonly Line[]): string[][] {
  const columns = lines.reduce((widest, line) => (line.cells.length > widest.cells.length ? line : widest)).cells.map((cell) => cell.x);
  return lines.map((line) => {
    const row = columns.map(() => '');
    for (const cell of line.cells) {
      const column = columns.reduce((best, x, index) => (Math.abs(x - cell.x) < Math.abs(columns[best] - cell.x) ? index : best), 0);
      row[column] = row[column] ? `${row[column]} ${cell.text}` : cell.text;
    }
    return row;
  });
}

export function textBlocks(pieces: readonly TextPiece[]): TextBlock[] {
  const lines = linesOf(pieces);
  const blocks: TextBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index];
    let end = index;
    while (end < lines.length && lines[end].cells.length > 1) end++;
    if (end - index >= 2) {
      blocks.push({ rows: tableOf(lines.slice(index, end)) });
      index = end;
      continue;
    }
    const above = lines[index - 1];
    const last = blocks.at(-1);
    const text = line.cells.map((cell) => cell.text).join(' ');
    const joins = last && 'paragraph' in last && above && above.y - line.y <= line.size * PARAGRAPH_GAP && Math.abs(above.size - line.size) < 1;
    if (joins) last.paragraph += ` ${text}`;
    else blocks.push({ paragraph: text });
    index++;
  }
  return blocks;
}
