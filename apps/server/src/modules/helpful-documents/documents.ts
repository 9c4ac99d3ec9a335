import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HELPFUL_DOCUMENTS, type HelpfulDocument } from '@boardready/contracts/helpful-documents';
import { type DocumentSource, parseDocument, runs } from './markdown';
import { renderPdf, toWinAnsi } from './render-pdf';

/** What Helvetica can draw: printable ASCII, Latin-1 and WinAnsi's extra signs (dashes, quotes…). */
const DRAWABLE = /^[\x20-\x7e\xa0-\xff–—‘’“”•…™€†‡‰]*$/;

function checkDrawable(file: string, doc: DocumentSource) {
  const texts = [
    doc.title,
    ...doc.blocks.flatMap((b) =>
      b.kind === 'table' ? [...b.header, ...b.rows.flat()] : b.kind === 'list' ? b.items : [b.text],
    ),
  ];
  for (const text of texts) {
    const plain = toWinAnsi(
      runs(text)
        .map((r) => r.text)
        .join(''),
    );
    const bad = [...plain].find((c) => !DRAWABLE.test(c));
    if (bad) throw new Error(`${file}: '${bad}' cannot be drawn in the PDF font; spell it out`);
  }
}

export const isHelpfulDocument = (name: string): name is HelpfulDocument =>
  (HELPFUL_DOCUMENTS as readonly string[]).includes(name);

/**
 * The Helpful Stuff documents of content/helpful/documents/<name>.md (decision 0204): every one
 * is read and checked when the server starts (a missing or broken file stops it), and each PDF is
 * made on its first request and then kept in memory (the content changes only with a release).
 */
export function helpfulDocuments(contentDir: string, productName: string) {
  const sources = new Map<HelpfulDocument, DocumentSource>();
  for (const name of HELPFUL_DOCUMENTS) {
    const file = `content/helpful/documents/${name}.md`;
    const text = readFileSync(path.join(contentDir, 'helpful', 'documents', `${name}.md`), 'utf8');
    const doc = parseDocument(file, text.replaceAll('{productName}', productName));
    checkDrawable(file, doc);
    sources.set(name, doc);
  }
  const pdfs = new Map<HelpfulDocument, Promise<Uint8Array>>();
  return {
    pdf(name: HelpfulDocument): Promise<Uint8Array> {
      let pdf = pdfs.get(name);
      if (!pdf) {
        pdf = renderPdf(sources.get(name)!, productName);
        // a failed render is not kept: the next request tries again
        pdf.catch(() => pdfs.delete(name));
        pdfs.set(name, pdf);
      }
      return pdf;
    },
  };
}
