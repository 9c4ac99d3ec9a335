/**
 * The small Markdown the Helpful Stuff documents are written in (content/helpful/README.md):
 * `# title`, `## heading`, `### subheading`, paragraphs, `- ` bullets, `1. ` numbered items and
 * pipe tables, with `**bold**` inside text. Anything else is refused with its line number, so a
 * writer learns at start-up, not from a garbled PDF.
 */

export type Block =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][] };

export interface DocumentSource {
  title: string;
  blocks: Block[];
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

export function parseDocument(file: string, source: string): DocumentSource {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const fail = (index: number, why: string): never => {
    throw new Error(`${file}:${index + 1}: ${why}`);
  };
  const titleLine = lines.findIndex((l) => l.trim() !== '');
  const title = /^# (.+)$/.exec(lines[titleLine] ?? '')?.[1]?.trim();
  if (!title) fail(Math.max(titleLine, 0), 'a document starts with its title: "# Title"');

  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (let i = titleLine + 1; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const last = blocks.at(-1);
    const heading = /^(#{2,3}) (.+)$/.exec(line);
    const item = /^(?:- |(\d+)\. )(.+)$/.exec(line);
    if (line === '') {
      endParagraph();
    } else if (heading) {
      endParagraph();
      blocks.push({ kind: 'heading', level: heading[1]!.length as 2 | 3, text: heading[2]! });
    } else if (item) {
      endParagraph();
      const ordered = item[1] !== undefined;
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item[2]!);
      else blocks.push({ kind: 'list', ordered, items: [item[2]!] });
    } else if (line.startsWith('|')) {
      endParagraph();
      if (last?.kind === 'table') {
        const row = cells(line);
        if (row.length !== last.header.length)
          fail(i, `this row has ${row.length} cells, the table's header ${last.header.length}`);
        last.rows.push(row);
      } else {
        if (!/^\|[\s:|-]+\|$/.test(lines[i + 1]?.trim() ?? ''))
          fail(i + 1, 'a table header is followed by a "|---|---|" line');
        blocks.push({ kind: 'table', header: cells(line), rows: [] });
        i++;
      }
    } else if (/^(#|>|\*|```|<)/.test(line)) {
      fail(i, `unsupported Markdown: "${line.slice(0, 20)}" (see content/helpful/README.md)`);
    } else if (last?.kind === 'list' && paragraph.length === 0 && lines[i - 1]?.trim() !== '') {
      // a wrapped list item continues the item above it
      last.items[last.items.length - 1] += ` ${line}`;
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return { title: title!, blocks };
}

/** A text split into runs of plain and **bold** words, for the renderer to lay out. */
export function runs(text: string): { text: string; bold: boolean }[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('**') ? { text: part.slice(2, -2), bold: true } : { text: part, bold: false },
    );
}
