import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import type { Deck } from '../deck-content/deck';
import { DeckLoadError, loadDeck } from '../deck-content/load-deck';
import type { Bank, BankIssue, CatalogProduct } from '../qbank-content/bank';
import { BankLoadError, loadBank } from '../qbank-content/load-bank';
import { loadSaForms, type SaFormSource } from '../qbank-content/sa-forms';
import { SLUG } from '../qbank-content/source-format';

/**
 * An uploaded bank or deck checked exactly as `npm run qbank:check` / `deck:check` check a folder:
 * its files are laid out as content/qbanks/<code>/ (content/decks/<code>/) in a temporary copy of
 * the content folder, whose other parts (images, books, catalogue, the other banks) are links to
 * the real one, and read there by the same loaders. Problems name the file inside the archive.
 */

export type Staged =
  | { kind: 'bank'; bank: Bank; forms: SaFormSource[] }
  | { kind: 'deck'; deck: Deck };

export type StageResult = { ok: true; staged: Staged } | { ok: false; issues: BankIssue[] };

const LAYOUT = {
  bank: { header: 'bank.yaml', folders: ['questions', 'forms'], dir: 'qbanks' },
  deck: { header: 'deck.yaml', folders: ['cards'], dir: 'decks' },
} as const;

export async function stageAndLoad(
  archive: { folder: string | null; files: Map<string, string> },
  options: {
    contentDir: string;
    catalog: CatalogProduct[];
    /** the deck's bank as this database has it, by code */
    bankOf: (code: string) => Promise<Bank | undefined>;
  },
): Promise<StageResult> {
  const names = [...archive.files.keys()];
  const kinds = (['bank', 'deck'] as const).filter((k) => names.includes(LAYOUT[k].header));
  if (kinds.length !== 1) {
    const message =
      kinds.length === 0
        ? 'the archive holds neither a bank.yaml (a question bank) nor a deck.yaml (a flash-card deck)'
        : 'the archive holds both a bank.yaml and a deck.yaml: one bank or one deck per archive';
    return { ok: false, issues: [{ file: archive.folder ?? '(archive)', message }] };
  }
  const kind = kinds[0]!;
  const layout = LAYOUT[kind];
  const folder = archive.folder ?? codeIn(archive.files.get(layout.header)!) ?? 'unnamed';
  const shown = (file: string) => `${folder}/${file}`;
  const issues: BankIssue[] = [];
  for (const name of names) {
    const [first, ...rest] = name.split('/');
    const allowed =
      name === layout.header ||
      ((layout.folders as readonly string[]).includes(first!) && rest.length === 1);
    if (!allowed) {
      issues.push({
        file: shown(name),
        message: `only ${layout.header} and ${layout.folders.map((f) => `${f}/<name>.yaml`).join(', ')} belong in a ${kind} archive`,
      });
    }
  }
  if (issues.length > 0) return { ok: false, issues };

  const root = await mkdtemp(path.join(tmpdir(), 'boardready-package-'));
  try {
    const content = path.join(root, 'content');
    await mkdir(path.join(content, layout.dir), { recursive: true });
    for (const entry of await readdir(options.contentDir)) {
      if (entry !== layout.dir) {
        await symlink(path.join(options.contentDir, entry), path.join(content, entry));
      }
    }
    const dir = path.join(content, layout.dir, folder);
    for (const [name, text] of archive.files) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), text);
    }
    const displayRoot = path.join(content, layout.dir);
    if (kind === 'bank') {
      const bank = await loadBank(dir, { displayRoot, catalog: options.catalog });
      const forms = await loadSaForms(dir, bank);
      return { ok: true, staged: { kind, bank, forms } };
    }
    const bankCode = codeIn(archive.files.get(layout.header)!, 'bank');
    const bank = bankCode ? await options.bankOf(bankCode) : undefined;
    const deck = await loadDeck(dir, {
      displayRoot,
      catalog: options.catalog,
      banks: bank ? [bank] : [],
    });
    return { ok: true, staged: { kind, deck } };
  } catch (error) {
    if (error instanceof BankLoadError || error instanceof DeckLoadError) {
      // the forms' loader names its files from the content folder
      const issues = error.issues.map((issue) => ({
        ...issue,
        file: issue.file.replace(/^content\/qbanks\//, ''),
      }));
      return { ok: false, issues };
    }
    throw error;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** The code (or another slug field) a bank.yaml or deck.yaml names, if it is readable. */
function codeIn(text: string, field = 'code'): string | undefined {
  try {
    const value = (parse(text) as Record<string, unknown> | null)?.[field];
    return typeof value === 'string' && SLUG.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
