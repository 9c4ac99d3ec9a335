/**
 * Cuts text into pieces of at most `maxBytes` of UTF-8 each, never inside a character; every
 * piece after the first starts with `continuation`, which counts (an .ics line's folding space).
 */
export function splitUtf8(text: string, maxBytes: number, continuation = ''): string[] {
  const pieces: string[] = [];
  let piece = '';
  let bytes = 0;
  for (const character of text) {
    const size = Buffer.byteLength(character);
    if (bytes + size > maxBytes) {
      pieces.push(piece);
      piece = continuation;
      bytes = Buffer.byteLength(continuation);
    }
    piece += character;
    bytes += size;
  }
  pieces.push(piece);
  return pieces;
}
