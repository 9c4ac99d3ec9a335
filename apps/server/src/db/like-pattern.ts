/** An ILIKE pattern that finds `text` anywhere, LIKE's wildcards and escape taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
