import { describe, expect, test } from 'vitest';
import { calendarFile, escapeText, foldLine, icsDateTime } from './ics';

const octets = (line: string) => Buffer.byteLength(line);

describe('the .ics file (RFC 5545)', () => {
  test('escapes text values', () => {
    expect(escapeText('Heart failure; AF, and DKA\\ on a\nsecond line\r\nthird')).toBe(
      'Heart failure\\; AF\\, and DKA\\\\ on a\\nsecond line\\nthird',
    );
  });

  test('folds long lines at 75 octets, a space starting each continuation', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBe(3);
    expect(folded.every((part) => octets(part) <= 75)).toBe(true);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    // unfolding (a CRLF and one space removed) gives the line back
    expect(foldLine(line).replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  test('never splits a character, however many octets it takes', () => {
    const line = `SUMMARY:${'Ödem – 心不全 🫀 '.repeat(12)}`;
    const parts = foldLine(line).split('\r\n');
    expect(parts.every((part) => octets(part) <= 75)).toBe(true);
    // each part is whole UTF-8: decoding its bytes gives it back
    for (const part of parts) expect(Buffer.from(part).toString('utf8')).toBe(part);
    expect(parts.join('\r\n').replace(/\r\n /g, '')).toBe(line);
  });

  test('writes times in UTC', () => {
    expect(icsDateTime(new Date('2026-03-04T05:06:07.890Z'))).toBe('20260304T050607Z');
  });

  test('a whole file: CRLF lines, one event with its UID, times, text and link', () => {
    const file = calendarFile({
      uid: 'live-session-7@boardready.example',
      startsAt: new Date('2026-05-01T14:00:00Z'),
      endsAt: new Date('2026-05-01T15:30:00Z'),
      summary: 'Nephrology: acid-base, electrolytes',
      description: `With Dr. Weiss.\n\n${'A long description. '.repeat(10)}`,
      url: 'https://boardready.example/live/3/7',
      stamp: new Date('2026-04-30T08:00:00Z'),
      productName: 'BoardReady',
    });
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = file.slice(0, -2).split('\r\n');
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    const unfolded = file.replace(/\r\n /g, '').slice(0, -2).split('\r\n');
    expect(unfolded).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//BoardReady//Live sessions//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:live-session-7@boardready.example',
      'DTSTAMP:20260430T080000Z',
      'DTSTART:20260501T140000Z',
      'DTEND:20260501T153000Z',
      'SUMMARY:Nephrology: acid-base\\, electrolytes',
      `DESCRIPTION:With Dr. Weiss.\\n\\n${'A long description. '.repeat(10)}`,
      'URL:https://boardready.example/live/3/7',
      'LOCATION:https://boardready.example/live/3/7',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });
});
