import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The demo banks' answer keys, read from content/qbanks, to answer right or wrong on purpose. */
interface SourceQuestion {
  leadIn: string;
  choices: Record<string, string>;
  correct: string;
}

const root = path.resolve(import.meta.dirname, '../../content/qbanks');

function load(): SourceQuestion[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((bank) => {
      const dir = path.join(root, bank.name, 'questions');
      return readdirSync(dir)
        .filter((file) => file.endsWith('.yaml'))
        .flatMap((file) => parse(readFileSync(path.join(dir, file), 'utf8')) as SourceQuestion[]);
    });
}

const questions = load();

/** The correct key of the question with this lead-in whose choice A reads so, if there is one. */
export function findCorrectKey(leadIn: string, choiceA: string): string | undefined {
  const norm = (text: string) => text.replace(/\s+/g, ' ').trim();
  return questions.find(
    (q) => norm(q.leadIn) === norm(leadIn) && norm(q.choices.A ?? '') === norm(choiceA),
  )?.correct;
}

/** The correct key of the question with this lead-in whose choice A reads so. */
export function correctKeyOf(leadIn: string, choiceA: string): string {
  const key = findCorrectKey(leadIn, choiceA);
  if (!key) throw new Error(`No demo question with lead-in "${leadIn}"`);
  return key;
}
