import { MONTH_NAMES } from '@boardready/contracts/account-rules';
import {
  CME_PROVIDER_NAME,
  CME_PROVIDER_STATEMENT,
  creditsOf,
  MOC_BOARD_LABELS,
  MOC_REPORT_STATUS_LABELS,
  type MocBoard,
  type MocReportStatus,
} from '@boardready/contracts/cme-rules';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { toWinAnsi } from '../helpful-documents/render-pdf';

/**
 * The certificate of a claim and a year's transcript, drawn with pdf-lib's standard Helvetica as
 * the Helpful Stuff documents are (render-pdf.ts): no font files to ship, text a reader can copy.
 * Those fonts encode WinAnsi only: a letter outside it loses its accent (Dvořák → Dvorák) and
 * anything else becomes '?'. Made from the claim rows at each request: nothing is
 * stored, and a certificate's bytes are the same whenever it is downloaded.
 */

const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.44);
const BRAND = rgb(0.11, 0.31, 0.85);
const RULE = rgb(0.82, 0.85, 0.9);
const ZEBRA = rgb(0.95, 0.96, 0.98);
const HEADER_FILL = rgb(0.9, 0.93, 0.98);
const CREDIT_NAME = 'AMA PRA Category 1 Credits™';

export interface ClaimReportLine {
  board: MocBoard;
  pointsQuarters: number;
  status: MocReportStatus;
  boardId: string;
}

export interface CertificateData {
  claimId: number;
  learnerName: string;
  activityTitle: string;
  activityCode: string;
  productName: string;
  completedOn: string;
  claimedQuarters: number;
  createdAt: Date;
  reports: ClaimReportLine[];
}

export interface TranscriptData {
  year: number;
  board: MocBoard | null;
  learnerName: string;
  claims: Omit<CertificateData, 'learnerName' | 'productName'>[];
  /** when the transcript was made (its footer) */
  madeAt: Date;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** "2026-03-04" → "March 4, 2026" */
export function longDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${MONTH_NAMES[month - 1]} ${date}, ${year}`;
}

/**
 * Text the font can draw: the spelled-out signs of render-pdf.ts, accents dropped where the
 * letter without them is in WinAnsi, anything else '?'.
 */
function drawable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return [...toWinAnsi(text)]
    .map((c) => {
      if (known.has(c.codePointAt(0)!)) return c;
      const bare = c.normalize('NFD').replace(/\p{M}/gu, '');
      return [...bare].every((b) => known.has(b.codePointAt(0)!)) && bare ? bare : '?';
    })
    .join('');
}

/** Lines of `text` no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

async function newDocument(title: string, at: Date) {
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  doc.setTitle(drawable(title, fonts.regular));
  doc.setAuthor(CME_PROVIDER_NAME);
  doc.setCreator(CME_PROVIDER_NAME);
  doc.setProducer(CME_PROVIDER_NAME);
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  return { doc, fonts };
}

/** A page and a cursor going down it. */
class Sheet {
  y: number;
  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
    readonly margin: number,
  ) {
    this.y = page.getHeight() - margin;
  }

  get width() {
    return this.page.getWidth() - 2 * this.margin;
  }

  /** Wrapped lines, centered or from the left margin; the cursor moves below them. */
  text(
    text: string,
    opts: { size: number; bold?: boolean; color?: typeof INK; center?: boolean; gap?: number },
  ) {
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(drawable(text, font), font, opts.size, this.width)) {
      this.y -= opts.size;
      const width = font.widthOfTextAtSize(line, opts.size);
      const x = opts.center ? (this.page.getWidth() - width) / 2 : this.margin;
      this.page.drawText(line, { x, y: this.y, size: opts.size, font, color: opts.color ?? INK });
      this.y -= opts.size * 0.35;
    }
    this.y -= opts.gap ?? 0;
  }

  rule(gap = 10) {
    this.page.drawLine({
      start: { x: this.margin, y: this.y },
      end: { x: this.page.getWidth() - this.margin, y: this.y },
      color: RULE,
    });
    this.y -= gap;
  }
}

const pointsName = (board: MocBoard) => MOC_BOARD_LABELS[board].points;

/** The certificate of one claim: US Letter, landscape, one page. */
export async function renderCertificate(data: CertificateData): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument(
    `CME certificate ${data.claimId}: ${data.activityTitle}`,
    data.createdAt,
  );
  const page = doc.addPage([792, 612]);
  page.drawRectangle({
    x: 24,
    y: 24,
    width: 744,
    height: 564,
    borderColor: BRAND,
    borderWidth: 2,
  });
  page.drawRectangle({
    x: 30,
    y: 30,
    width: 732,
    height: 552,
    borderColor: RULE,
    borderWidth: 0.75,
  });
  const sheet = new Sheet(page, fonts, 72);
  sheet.y -= 6;
  sheet.text(CME_PROVIDER_NAME.toUpperCase(), { size: 11, color: MUTED, center: true, gap: 10 });
  sheet.text('Certificate of Completion', { size: 28, bold: true, center: true, gap: 4 });
  sheet.text(`${CREDIT_NAME.replace('Credits', 'Credit')} certificate`, {
    size: 11,
    color: MUTED,
    center: true,
    gap: 18,
  });
  sheet.text('This certifies that', { size: 12, center: true, gap: 6 });
  sheet.text(data.learnerName, { size: 24, bold: true, color: BRAND, center: true, gap: 8 });
  sheet.text('has completed the enduring material activity', { size: 12, center: true, gap: 6 });
  sheet.text(data.activityTitle, { size: 16, bold: true, center: true, gap: 4 });
  sheet.text(`Activity ID ${data.activityCode} · ${data.productName}`, {
    size: 10.5,
    color: MUTED,
    center: true,
    gap: 4,
  });
  sheet.text(`Completed on ${longDate(data.completedOn)}`, { size: 12, center: true, gap: 12 });
  sheet.text(`and is awarded ${creditsOf(data.claimedQuarters)} ${CREDIT_NAME}`, {
    size: 15,
    bold: true,
    center: true,
    gap: 6,
  });
  for (const report of data.reports) {
    sheet.text(
      `${creditsOf(report.pointsQuarters)} ${pointsName(report.board)}, reported to the ${MOC_BOARD_LABELS[report.board].name}`,
      { size: 11, center: true, gap: 2 },
    );
  }
  // The provider statement and the certificate's number sit at the foot of the page.
  const statement = new Sheet(page, fonts, 72);
  const lines = wrap(drawable(CME_PROVIDER_STATEMENT, fonts.regular), fonts.regular, 8.5, 648);
  statement.y = 72 + lines.length * 8.5 * 1.35 + 14;
  statement.text(CME_PROVIDER_STATEMENT, { size: 8.5, color: MUTED, center: true, gap: 6 });
  statement.text(
    `Certificate no. ${data.claimId} · claimed on ${longDate(data.createdAt.toISOString().slice(0, 10))}`,
    { size: 8.5, color: MUTED, center: true },
  );
  return doc.save({ useObjectStreams: true });
}

const TABLE_SIZE = 9.5;

/** A year's claims (or those reported to one board) as a table with their totals. */
export async function renderTranscript(data: TranscriptData): Promise<Uint8Array> {
  const subject = data.board ? `${data.board} MOC transcript` : 'CME transcript';
  const { doc, fonts } = await newDocument(`${subject} ${data.year}`, data.madeAt);
  const pages: Sheet[] = [];
  const addPage = () => {
    const sheet = new Sheet(doc.addPage([612, 792]), fonts, 54);
    pages.push(sheet);
    return sheet;
  };
  let sheet = addPage();
  sheet.text(CME_PROVIDER_NAME.toUpperCase(), { size: 9, color: MUTED, gap: 2 });
  sheet.text(`${subject} ${data.year}`, { size: 20, bold: true, gap: 4 });
  sheet.text(data.learnerName, { size: 13, bold: true, color: BRAND, gap: 2 });
  const boardIds = [
    ...new Set(
      data.claims.flatMap((c) =>
        c.reports.filter((r) => r.board === data.board).map((r) => r.boardId),
      ),
    ),
  ];
  if (data.board) {
    sheet.text(
      `${MOC_BOARD_LABELS[data.board].name}${boardIds.length ? ` · ${data.board} ID ${boardIds.join(', ')}` : ''}`,
      { size: 10, color: MUTED, gap: 2 },
    );
  }
  sheet.y -= 6;
  sheet.rule(14);

  if (data.claims.length === 0) {
    sheet.text(
      data.board
        ? `No claims with ${pointsName(data.board)} were reported for ${data.year}.`
        : `No CME credit was claimed in ${data.year}.`,
      { size: 11, gap: 10 },
    );
  } else {
    const header = [
      'Completed',
      'Activity',
      'Credits',
      data.board ? `${data.board} points` : 'MOC points',
    ];
    if (data.board) header.push('Status');
    const widths = data.board ? [80, 240, 52, 62, 70] : [80, 272, 60, 92];
    const rowOf = (c: TranscriptData['claims'][number]) => {
      const reports = c.reports.filter((r) => !data.board || r.board === data.board);
      const cells = [
        c.completedOn,
        `${c.activityTitle} (${c.activityCode}), certificate no. ${c.claimId}`,
        creditsOf(c.claimedQuarters),
        reports.length
          ? reports
              .map((r) =>
                data.board
                  ? creditsOf(r.pointsQuarters)
                  : `${r.board} ${creditsOf(r.pointsQuarters)}`,
              )
              .join(', ')
          : '-',
      ];
      if (data.board) cells.push(reports[0] ? MOC_REPORT_STATUS_LABELS[reports[0].status] : '-');
      return cells;
    };
    const drawRow = (cells: string[], kind: 'header' | 'row' | 'zebra' | 'total') => {
      const font = kind === 'header' || kind === 'total' ? fonts.bold : fonts.regular;
      const wrapped = cells.map((cell, i) =>
        wrap(drawable(cell, font), font, TABLE_SIZE, widths[i]! - 8),
      );
      const leading = TABLE_SIZE * 1.3;
      const height = Math.max(...wrapped.map((l) => l.length)) * leading + 6;
      if (sheet.y - height < 54 + 24) {
        sheet = addPage();
        if (kind !== 'header') drawRow(header, 'header');
      }
      if (kind !== 'row') {
        sheet.page.drawRectangle({
          x: sheet.margin,
          y: sheet.y - height,
          width: sheet.width,
          height,
          color: kind === 'zebra' ? ZEBRA : HEADER_FILL,
        });
      }
      let x = sheet.margin;
      wrapped.forEach((lines, i) => {
        let y = sheet.y - 3;
        for (const line of lines) {
          y -= TABLE_SIZE;
          sheet.page.drawText(line, { x: x + 4, y, size: TABLE_SIZE, font, color: INK });
          y -= leading - TABLE_SIZE;
        }
        x += widths[i]!;
      });
      sheet.y -= height;
    };
    drawRow(header, 'header');
    data.claims.forEach((c, i) => {
      drawRow(rowOf(c), i % 2 === 1 ? 'zebra' : 'row');
    });
    const credits = data.claims.reduce((sum, c) => sum + c.claimedQuarters, 0);
    const points = new Map<MocBoard, number>();
    for (const c of data.claims)
      for (const r of c.reports)
        if (!data.board || r.board === data.board)
          points.set(r.board, (points.get(r.board) ?? 0) + r.pointsQuarters);
    const total = [
      'Total',
      `${data.claims.length} claim${data.claims.length === 1 ? '' : 's'}`,
      creditsOf(credits),
      [...points]
        .map(([b, q]) => (data.board ? creditsOf(q) : `${b} ${creditsOf(q)}`))
        .join(', ') || '-',
    ];
    if (data.board) total.push('');
    drawRow(total, 'total');
    sheet.y -= 12;
    sheet.text(`Total: ${creditsOf(credits)} ${CREDIT_NAME} in ${data.year}.`, {
      size: 11,
      bold: true,
      gap: 2,
    });
    for (const [board, quarters] of points) {
      sheet.text(`${creditsOf(quarters)} ${pointsName(board)}.`, { size: 10.5, gap: 2 });
    }
  }
  sheet.y -= 10;
  if (sheet.y < 140) sheet = addPage();
  sheet.text(CME_PROVIDER_STATEMENT, { size: 8.5, color: MUTED });

  pages.forEach((p, i) => {
    p.page.drawText(
      drawable(
        `${CME_PROVIDER_NAME} · ${subject} ${data.year} · made ${data.madeAt.toISOString().slice(0, 10)} · page ${i + 1} of ${pages.length}`,
        fonts.regular,
      ),
      { x: 54, y: 32, size: 8, font: fonts.regular, color: MUTED },
    );
  });
  return doc.save({ useObjectStreams: true });
}
