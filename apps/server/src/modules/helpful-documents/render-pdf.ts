import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { type Block, type DocumentSource, runs } from './markdown';

/**
 * Lays a parsed document out on US Letter pages with pdf-lib's standard Helvetica (no font files
 * to ship). Those fonts encode WinAnsi only: a few common signs are spelled out first, and any
 * other character outside it fails the start-up check (documents.ts) with the file named.
 */

const PAGE = { width: 612, height: 792, margin: 54 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.44);
const BRAND = rgb(0.11, 0.31, 0.85);
const RULE = rgb(0.82, 0.85, 0.9);
const ZEBRA = rgb(0.95, 0.96, 0.98);

const SPELLED: Record<string, string> = { '≥': '>=', '≤': '<=', '→': '->', '−': '-', '≈': '~' };
export const toWinAnsi = (text: string) => text.replace(/[≥≤→−≈]/g, (c) => SPELLED[c] ?? c);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}
type Segment = { text: string; bold: boolean };

/** Words (with their weight) wrapped to lines no wider than `width`. */
function wrap(text: string, width: number, size: number, fonts: Fonts): Segment[][] {
  const words = runs(toWinAnsi(text)).flatMap((run) =>
    run.text
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => ({ text: word, bold: run.bold })),
  );
  const measure = (w: Segment) =>
    (w.bold ? fonts.bold : fonts.regular).widthOfTextAtSize(w.text, size);
  const space = fonts.regular.widthOfTextAtSize(' ', size);
  const lines: Segment[][] = [[]];
  let used = 0;
  for (const word of words) {
    const w = measure(word);
    const line = lines.at(-1)!;
    if (line.length > 0 && used + space + w > width) {
      lines.push([word]);
      used = w;
    } else {
      used += (line.length > 0 ? space : 0) + w;
      line.push(word);
    }
  }
  return lines;
}

/** A cursor over the pages: adds a page when the next thing does not fit. */
class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Makes room for `height` points, on a new page if needed; true when a page was added. */
  room(height: number): boolean {
    if (this.y - height >= PAGE.margin + 20) return false;
    this.newPage();
    return true;
  }

  line(segments: Segment[], x: number, size: number, color = INK) {
    let at = x;
    for (const seg of segments) {
      const font = seg.bold ? this.fonts.bold : this.fonts.regular;
      this.page.drawText(seg.text, { x: at, y: this.y, size, font, color });
      at += font.widthOfTextAtSize(`${seg.text} `, size);
    }
  }

  text(text: string, opts: { size: number; indent?: number; color?: typeof INK; gap?: number }) {
    const leading = opts.size * 1.35;
    const indent = opts.indent ?? 0;
    for (const segments of wrap(text, WIDTH - indent, opts.size, this.fonts)) {
      this.room(leading);
      this.y -= opts.size;
      this.line(segments, PAGE.margin + indent, opts.size, opts.color);
      this.y -= leading - opts.size;
    }
    this.y -= opts.gap ?? 0;
  }
}

/** Column widths: each column's natural width, shrunk in proportion when they do not fit. */
function columnWidths(table: Extract<Block, { kind: 'table' }>, size: number, fonts: Fonts) {
  const pad = 12;
  const natural = table.header.map(
    (head, c) =>
      Math.max(
        fonts.bold.widthOfTextAtSize(toWinAnsi(head), size),
        ...table.rows.map((row) => fonts.regular.widthOfTextAtSize(toWinAnsi(row[c] ?? ''), size)),
      ) + pad,
  );
  const total = natural.reduce((a, b) => a + b, 0);
  if (total <= WIDTH)
    return natural.map((w, c) => (c === natural.length - 1 ? w + WIDTH - total : w));
  // The narrow columns (codes, weights) keep their width; the wide ones share what is left.
  const fair = WIDTH / natural.length;
  const narrow = natural.reduce((sum, w) => sum + (w <= fair ? w : 0), 0);
  const wide = total - narrow;
  return natural.map((w) => (w <= fair ? w : (w / wide) * (WIDTH - narrow)));
}

function drawTable(out: Writer, table: Extract<Block, { kind: 'table' }>) {
  const size = 9.5;
  const leading = size * 1.3;
  const widths = columnWidths(table, size, out.fonts);
  const drawRow = (row: string[], header: boolean, shade: boolean) => {
    const wrapped = row.map((cell, c) =>
      wrap(header ? `**${cell}**` : cell, widths[c]! - 10, size, out.fonts),
    );
    const height = Math.max(...wrapped.map((l) => l.length)) * leading + 6;
    const brokeToNewPage = out.room(height);
    if (shade || header) {
      out.page.drawRectangle({
        x: PAGE.margin,
        y: out.y - height,
        width: WIDTH,
        height,
        color: header ? rgb(0.9, 0.93, 0.98) : ZEBRA,
      });
    }
    let x = PAGE.margin;
    const top = out.y;
    wrapped.forEach((lines, c) => {
      out.y = top - 3;
      for (const segments of lines) {
        out.y -= size;
        out.line(segments, x + 5, size);
        out.y -= leading - size;
      }
      x += widths[c]!;
    });
    out.y = top - height;
    return brokeToNewPage;
  };
  drawRow(table.header, true, false);
  table.rows.forEach((row, r) => {
    // a table that runs onto a new page repeats its header there
    if (out.room(leading + 6)) drawRow(table.header, true, false);
    drawRow(row, false, r % 2 === 1);
  });
  out.y -= 10;
}

function drawBlock(out: Writer, block: Block) {
  switch (block.kind) {
    case 'heading': {
      const size = block.level === 2 ? 14 : 11.5;
      out.room(size * 4); // keep a heading with the lines after it
      out.y -= block.level === 2 ? 8 : 4;
      out.text(`**${block.text}**`, { size, color: block.level === 2 ? BRAND : INK, gap: 3 });
      return;
    }
    case 'paragraph':
      out.text(block.text, { size: 10.5, gap: 6 });
      return;
    case 'list':
      block.items.forEach((item, i) => {
        out.room(14);
        const marker = block.ordered ? `${i + 1}.` : '•';
        out.page.drawText(marker, {
          x: PAGE.margin + 6,
          y: out.y - 10.5,
          size: 10.5,
          font: out.fonts.regular,
          color: MUTED,
        });
        out.text(item, { size: 10.5, indent: 20, gap: 2 });
      });
      out.y -= 5;
      return;
    case 'table':
      drawTable(out, block);
  }
}

/** The PDF of one document, with its title, the product name and page numbers. */
export async function renderPdf(source: DocumentSource, productName: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  doc.setTitle(`${productName} ${source.title}`);
  doc.setAuthor(productName);
  doc.setCreator(productName);
  // a fixed date: the same content gives the same bytes, release after release
  doc.setCreationDate(new Date('2025-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2025-01-01T00:00:00Z'));
  const out = new Writer(doc, fonts);
  out.text(productName.toUpperCase(), { size: 9, color: MUTED, gap: 2 });
  out.text(`**${source.title}**`, { size: 20, color: INK, gap: 8 });
  out.page.drawLine({
    start: { x: PAGE.margin, y: out.y },
    end: { x: PAGE.width - PAGE.margin, y: out.y },
    color: RULE,
  });
  out.y -= 12;
  for (const block of source.blocks) drawBlock(out, block);

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const footer = toWinAnsi(`${productName} · ${source.title} · page ${i + 1} of ${pages.length}`);
    page.drawText(footer, {
      x: PAGE.margin,
      y: PAGE.margin - 22,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
  });
  return doc.save({ useObjectStreams: true });
}
