import type { NotebookEntry } from '@boardready/contracts';

/** Words of the notebook page that more than one part shows. */

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Nov 26, 2026" */
export const updatedText = (entry: Pick<NotebookEntry, 'updatedAt'>) =>
  dateFormat.format(new Date(entry.updatedAt));

/** The entry's name for screen readers: its opening words. */
export const entryName = (entry: Pick<NotebookEntry, 'excerpt'>) =>
  entry.excerpt.length > 60 ? `${entry.excerpt.slice(0, 60).trimEnd()}…` : entry.excerpt;

export const countText = (n: number, one: string, many = `${one}s`) =>
  `${n} ${n === 1 ? one : many}`;
