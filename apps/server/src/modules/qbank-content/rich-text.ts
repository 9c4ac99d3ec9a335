/**
 * The rich-text subset of question text (decision 0801): a small tokenizer and an allowlist walker,
 * so that a stem can carry a lab table or an image and nothing else. What passes here renders the
 * same in every browser and survives any sanitizer configured with the same lists.
 */

import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  INLINE_TAGS,
  type RichTextKind,
} from '@boardready/contracts/rich-text-rules';

export type { RichTextKind };

const VOID_TAGS = new Set(['br', 'img']);
/** A tag that may only sit directly inside one of these parents. */
const PARENTS: Readonly<Record<string, readonly string[]>> = {
  li: ['ul', 'ol'],
  caption: ['table'],
  thead: ['table'],
  tbody: ['table'],
  tr: ['thead', 'tbody'],
  th: ['tr'],
  td: ['tr'],
};
/** Containers whose direct content is elements only (whitespace between them is fine). */
const ELEMENT_ONLY = new Set(['ul', 'ol', 'table', 'thead', 'tbody', 'tr']);
/** Block elements cannot open inside a paragraph or inline markup (browsers would split them). */
const BLOCKS = new Set(['p', 'ul', 'ol', 'table']);
const NO_BLOCKS_INSIDE = new Set(['p', 'caption', ...INLINE_TAGS]);

/** Images are served from content/images/; the path is lower-case, with a picture extension. */
export const IMAGE_SRC =
  /^\/content\/images\/(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.(?:png|jpe?g|gif|svg|webp)$/;

/** The named entities the subset allows, with the character each stands for. */
const NAMED_ENTITIES = new Map<string, string>([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
  ['ndash', '–'],
  ['mdash', '—'],
  ['deg', '°'],
  ['plusmn', '±'],
  ['times', '×'],
  ['micro', 'µ'],
  ['le', '≤'],
  ['ge', '≥'],
  ['ne', '≠'],
  ['rarr', '→'],
  ['larr', '←'],
  ['uarr', '↑'],
  ['darr', '↓'],
  ['middot', '·'],
  ['hellip', '…'],
  ['lsquo', '‘'],
  ['rsquo', '’'],
  ['ldquo', '“'],
  ['rdquo', '”'],
]);

const TAG =
  /<(\/?)([A-Za-z][A-Za-z0-9]*)((?:\s+[^\s=>/"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;
const ATTRIBUTE = /\s+([^\s=>/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]*));/y;

export interface RichTextOptions {
  kind: RichTextKind;
  /** Whether an image path (already shaped like IMAGE_SRC) names a file that exists. */
  imageExists?: (src: string) => boolean;
}

interface Open {
  tag: string;
}

/** The problems of one piece of rich text, as sentences; empty when it is fine. */
export function checkRichText(html: string, options: RichTextOptions): string[] {
  const problems: string[] = [];
  const allowed = ALLOWED_TAGS[options.kind];
  const stack: Open[] = [];
  const top = () => stack[stack.length - 1]?.tag;
  let i = 0;

  const checkText = (from: number, to: number) => {
    const segment = html.slice(from, to);
    const container = top();
    if (container && ELEMENT_ONLY.has(container) && segment.trim() !== '') {
      problems.push(`text '${clip(segment.trim())}' directly inside <${container}>`);
    }
    checkEntities(segment, problems);
  };

  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      checkText(i, html.length);
      break;
    }
    checkText(i, lt);
    if (html.startsWith('<!--', lt)) {
      problems.push('HTML comments are not allowed (use a YAML # comment)');
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    TAG.lastIndex = lt;
    const match = TAG.exec(html);
    if (!match) {
      problems.push(`a '<' that does not start a tag: write &lt; ('${clip(html.slice(lt))}')`);
      i = lt + 1;
      continue;
    }
    i = TAG.lastIndex;
    const [, closing, rawName = '', rawAttributes = '', selfClosing] = match;
    const tag = rawName.toLowerCase();
    if (rawName !== tag) {
      problems.push(`write tags in lower case: <${closing}${rawName}>`);
    }
    if (!allowed.includes(tag)) {
      problems.push(`<${tag}> is not allowed here (allowed: ${allowed.join(', ')})`);
      continue;
    }
    if (closing) {
      if (VOID_TAGS.has(tag)) {
        problems.push(`<${tag}> has no closing tag`);
      } else if (top() === tag) {
        stack.pop();
      } else if (stack.some((open) => open.tag === tag)) {
        problems.push(`</${tag}> closes <${tag}> while <${top()}> is still open`);
        let popped: Open | undefined;
        do popped = stack.pop();
        while (popped && popped.tag !== tag);
      } else {
        problems.push(`</${tag}> without an opening <${tag}>`);
      }
      continue;
    }
    checkPlacement(tag, top(), stack, problems);
    checkAttributes(tag, rawAttributes, options, problems);
    if (VOID_TAGS.has(tag)) continue;
    if (selfClosing) {
      problems.push(`<${tag}/> cannot close itself: write <${tag}></${tag}>`);
      continue;
    }
    stack.push({ tag });
  }
  for (const open of stack.reverse()) problems.push(`<${open.tag}> is never closed`);
  return problems;
}

function checkPlacement(tag: string, parent: string | undefined, stack: Open[], out: string[]) {
  const parents = PARENTS[tag];
  if (parents && !(parent && parents.includes(parent))) {
    out.push(`<${tag}> must sit directly inside ${parents.map((p) => `<${p}>`).join(' or ')}`);
  } else if (!parents && parent && ELEMENT_ONLY.has(parent)) {
    out.push(`<${tag}> cannot sit directly inside <${parent}>`);
  }
  if (BLOCKS.has(tag)) {
    const inline = stack.find((open) => NO_BLOCKS_INSIDE.has(open.tag));
    if (inline) out.push(`<${tag}> cannot sit inside <${inline.tag}>`);
  }
}

function checkAttributes(tag: string, raw: string, options: RichTextOptions, out: string[]) {
  const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
  const seen = new Map<string, string>();
  for (const match of raw.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    const value = match[2] ?? match[3] ?? match[4];
    if (!allowed.includes(name)) {
      out.push(
        allowed.length > 0
          ? `<${tag}> may only have ${allowed.join(', ')}, not '${name}'`
          : `<${tag}> takes no attributes ('${name}')`,
      );
      continue;
    }
    if (seen.has(name)) out.push(`<${tag}> has '${name}' twice`);
    if (value === undefined) {
      out.push(`<${tag}> ${name} needs a value`);
      continue;
    }
    checkEntities(value, out);
    seen.set(name, value);
    checkAttributeValue(tag, name, value, options, out);
  }
  if (tag === 'img') {
    if (!seen.has('src')) out.push('<img> needs a src under /content/images/');
    if (!seen.get('alt')?.trim()) out.push('<img> needs an alt text that describes the picture');
  }
}

function checkAttributeValue(
  tag: string,
  name: string,
  value: string,
  options: RichTextOptions,
  out: string[],
) {
  if (name === 'src') {
    if (!IMAGE_SRC.test(value)) {
      out.push(`<img> src '${value}' must be a picture under /content/images/ (lower-case path)`);
    } else if (options.imageExists && !options.imageExists(value)) {
      out.push(`<img> src '${value}' names no file in content/images/`);
    }
  } else if (name === 'scope' && !['col', 'row', 'colgroup', 'rowgroup'].includes(value)) {
    out.push(`<${tag}> scope is col, row, colgroup or rowgroup, not '${value}'`);
  } else if ((name === 'colspan' || name === 'rowspan') && !/^[1-9]\d?$/.test(value)) {
    out.push(`<${tag}> ${name} is a number from 1 to 99, not '${value}'`);
  }
}

function checkEntities(segment: string, out: string[]) {
  let at = segment.indexOf('&');
  while (at !== -1) {
    ENTITY.lastIndex = at;
    const match = ENTITY.exec(segment);
    if (!match) {
      out.push(`a bare '&': write &amp; ('${clip(segment.slice(at))}')`);
    } else if (match[3] && !NAMED_ENTITIES.has(match[3])) {
      out.push(`unknown entity &${match[3]}; (type the character itself)`);
    } else {
      const code = match[1] ? Number(match[1]) : match[2] ? Number.parseInt(match[2], 16) : 0x20;
      if (code === 0 || code > 0x10ffff) out.push(`&${match[0].slice(1)} is not a character`);
    }
    at = segment.indexOf('&', at + 1);
  }
}

/** A long piece of text shortened for a message. */
export const clip = (text: string) => (text.length > 24 ? `${text.slice(0, 24)}…` : text);

/**
 * The text of rich text as a browser renders it (the element's textContent): tags dropped,
 * entities read, whitespace kept as it is. Only for text this module has passed: offsets in it
 * (a book highlight's) are offsets in what the reader shows. `tagsAs` stands for each tag: a
 * space keeps the words of neighbouring cells and paragraphs apart (for a search index).
 */
export function richTextContent(html: string, tagsAs = ''): string {
  let text = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const end = lt === -1 ? html.length : lt;
    text += decodeEntities(html.slice(i, end));
    if (lt === -1) break;
    TAG.lastIndex = lt;
    // A checked text has no bare '<': a tag always matches; skip the character otherwise.
    if (TAG.exec(html)) {
      text += tagsAs;
      i = TAG.lastIndex;
    } else i = lt + 1;
  }
  return text;
}

const ENTITIES = new RegExp(ENTITY.source, 'g');

function decodeEntities(segment: string): string {
  return segment.replace(ENTITIES, (whole, dec, hex, name) => {
    if (name) return NAMED_ENTITIES.get(name) ?? whole;
    const code = dec ? Number(dec) : Number.parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
