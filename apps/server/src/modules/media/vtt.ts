import type { TranscriptCueRow } from '../../db/schema';

/**
 * WebVTT captions read into transcript cues (issue 29: the searchable transcript). The browser
 * plays the file itself as a text track; the server only needs each cue's times and words, so
 * this reads the cue blocks of the format (https://www.w3.org/TR/webvtt1/) and leaves the rest:
 * NOTE, STYLE and REGION blocks, cue settings, and the markup inside a cue's text.
 */

export interface ParsedVtt {
  cues: TranscriptCueRow[];
  /** what is wrong with the file, one sentence each (the content check reports them) */
  problems: string[];
}

/** hh:mm:ss.ttt or mm:ss.ttt */
const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const TIMING = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t].*)?$/;

function seconds(stamp: string): number | undefined {
  const match = TIMESTAMP.exec(stamp);
  if (!match) return undefined;
  const [, h = '0', m = '0', s = '0', ms = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': ' ',
  '&lrm;': '',
  '&rlm;': '',
};

/** A cue's words: its tags (<v Speaker>, <i>, <00:01.000>) dropped, entities read, lines joined. */
export function cueText(payload: string): string {
  return payload
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|nbsp|lrm|rlm);/g, (entity) => ENTITIES[entity] ?? entity)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
}

export function parseVtt(text: string): ParsedVtt {
  const problems: string[] = [];
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) {
    return { cues: [], problems: ['a WebVTT file starts with the line WEBVTT'] };
  }
  // Blocks are separated by blank lines; the first is the header.
  const blocks: { line: number; lines: string[] }[] = [];
  let current: { line: number; lines: string[] } | undefined;
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      current = undefined;
      return;
    }
    if (!current) {
      current = { line: index + 1, lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  });
  const cues: TranscriptCueRow[] = [];
  for (const block of blocks.slice(1)) {
    const first = block.lines[0] ?? '';
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first)) continue;
    // An optional identifier line comes before the timing line.
    const timingAt = TIMING.test(first) ? 0 : 1;
    const timing = TIMING.exec(block.lines[timingAt] ?? '');
    if (!timing) {
      problems.push(
        `line ${block.line}: a cue needs a timing line such as 00:01.000 --> 00:04.000`,
      );
      continue;
    }
    const start = seconds(timing[1]!);
    const end = seconds(timing[2]!);
    if (start === undefined || end === undefined) {
      problems.push(`line ${block.line + timingAt}: a time is written mm:ss.ttt or hh:mm:ss.ttt`);
      continue;
    }
    if (end <= start) {
      problems.push(`line ${block.line + timingAt}: a cue ends after it starts`);
      continue;
    }
    const previous = cues.at(-1);
    if (previous && start < previous.startSeconds) {
      problems.push(`line ${block.line + timingAt}: cues are in the order of their start times`);
      continue;
    }
    const words = cueText(block.lines.slice(timingAt + 1).join('\n'));
    if (words === '') {
      problems.push(`line ${block.line + timingAt}: a cue has no text`);
      continue;
    }
    cues.push({ startSeconds: start, endSeconds: end, text: words });
  }
  if (problems.length === 0 && cues.length === 0) problems.push('the captions have no cue');
  return { cues, problems };
}
