import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdf-lib draws it, for tests that check what a certificate or transcript
 * says (the server's cme tests and the e2e specs): each FlateDecode stream is inflated and the
 * strings of its Tj and TJ operators are read, hex or literal, in drawing order. pdf-lib's
 * standard fonts encode WinAnsi, decoded back here (™, ·, curly quotes). Not a PDF parser: enough
 * for the documents this app draws.
 */

/** WinAnsi's bytes 0x80–0x9F where they differ from Latin-1. */
const WIN_ANSI: Record<number, string> = {
  128: '€',
  130: '‚',
  131: 'ƒ',
  132: '„',
  133: '…',
  134: '†',
  135: '‡',
  136: 'ˆ',
  137: '‰',
  138: 'Š',
  139: '‹',
  140: 'Œ',
  142: 'Ž',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
  152: '˜',
  153: '™',
  154: 'š',
  155: '›',
  156: 'œ',
  158: 'ž',
  159: 'Ÿ',
};

const decodeWinAnsi = (bytes: number[]) =>
  bytes.map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');

function hexBytes(hex: string): number[] {
  const digits = hex.replace(/\s+/g, '');
  const even = digits.length % 2 === 0 ? digits : `${digits}0`;
  const bytes: number[] = [];
  for (let i = 0; i < even.length; i += 2) bytes.push(Number.parseInt(even.slice(i, i + 2), 16));
  return bytes;
}

const ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };

function literalBytes(body: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== '\\') {
      bytes.push(c.charCodeAt(0));
      continue;
    }
    const next = body[++i] ?? '';
    const octal = /^[0-7]{1,3}/.exec(body.slice(i, i + 3));
    if (octal) {
      bytes.push(Number.parseInt(octal[0], 8));
      i += octal[0].length - 1;
    } else if (next in ESCAPES) bytes.push(ESCAPES[next]!);
    else if (next !== '\n' && next !== '\r') bytes.push(next.charCodeAt(0));
  }
  return bytes;
}

/** A string operand: <hex> or (literal). */
const STRING = String.raw`<[0-9A-Fa-f\s]*>|\((?:\\[\s\S]|[^\\)])*\)`;
const SHOW = new RegExp(
  String.raw`(${STRING})\s*Tj|\[((?:\s*(?:${STRING}|-?[\d.]+))*)\s*\]\s*TJ`,
  'g',
);
const OPERAND = new RegExp(STRING, 'g');

function decodeOperand(operand: string): string {
  return decodeWinAnsi(
    operand.startsWith('<') ? hexBytes(operand.slice(1, -1)) : literalBytes(operand.slice(1, -1)),
  );
}

/** The strings a content stream shows, one per Tj or TJ. */
function shownStrings(content: string): string[] {
  const out: string[] = [];
  for (const match of content.matchAll(SHOW)) {
    if (match[1] !== undefined) out.push(decodeOperand(match[1]));
    else out.push([...(match[2] ?? '').matchAll(OPERAND)].map((m) => decodeOperand(m[0])).join(''));
  }
  return out;
}

/** The inflated content of every FlateDecode stream of the file (others as they are). */
function streams(pdf: Uint8Array): string[] {
  const bytes = Buffer.from(pdf);
  const text = bytes.toString('latin1');
  const out: string[] = [];
  const head =
    /<<((?:(?!<<|>>)[\s\S])*(?:<<(?:(?!<<|>>)[\s\S])*>>(?:(?!<<|>>)[\s\S])*)*)>>\s*stream\r?\n/g;
  for (const match of text.matchAll(head)) {
    const dict = match[1] ?? '';
    const start = (match.index ?? 0) + match[0].length;
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    const end = length ? start + Number(length[1]) : text.indexOf('endstream', start);
    if (end < start) continue;
    const data = bytes.subarray(start, end);
    if (!/\/FlateDecode/.test(dict)) {
      out.push(data.toString('latin1'));
      continue;
    }
    try {
      out.push(inflateSync(data).toString('latin1'));
    } catch {
      // not a stream of ours (or cut short): nothing to read in it
    }
  }
  return out;
}

/** Every string the PDF shows, in drawing order: one entry per text operator (a drawn line). */
export function pdfTextLines(pdf: Uint8Array): string[] {
  return streams(pdf).flatMap(shownStrings);
}

/** The PDF's text as one string, its drawn lines joined by newlines (for toContain checks). */
export function pdfText(pdf: Uint8Array): string {
  return pdfTextLines(pdf).join('\n');
}
