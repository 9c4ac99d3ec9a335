/**
 * One event as an iCalendar file (RFC 5545), for "add to calendar": lines end in CRLF and are
 * folded at 75 octets (never inside a UTF-8 character), text values are escaped, and times are
 * UTC, which every calendar shows in its own zone.
 */
import { splitUtf8 } from './utf8-pieces';

export interface CalendarEvent {
  /** the same for every download of one event, so a calendar updates it rather than adding one */
  uid: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  /** the event's page (an absolute address) */
  url: string;
  /** when the file is made */
  stamp: Date;
  /** who makes the file: PRODID's product name */
  productName: string;
}

const MAX_OCTETS = 75;

/** 2026-03-04T05:06:07.890Z → 20260304T050607Z (a DATE-TIME in UTC). */
export function icsDateTime(moment: Date): string {
  return `${moment.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line into lines of at most 75 octets, each continuation starting with a space
 * (which counts), never splitting a character's UTF-8 bytes (RFC 5545 3.1).
 */
export function foldLine(line: string): string {
  return splitUtf8(line, MAX_OCTETS, ' ').join('\r\n');
}

/** Product names may hold anything; PRODID's text stays plain. */
const prodIdText = (name: string) => name.replace(/[^A-Za-z0-9 .-]/g, '');

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${prodIdText(event.productName)}//Live sessions//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.startsAt)}`,
    `DTEND:${icsDateTime(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    // URL is a URI value (not escaped); LOCATION, a text, is where most calendars show a link
    `URL:${event.url}`,
    `LOCATION:${escapeText(event.url)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
