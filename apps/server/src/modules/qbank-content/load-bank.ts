import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import {
  type Bank,
  type BankIssue,
  buildBank,
  type CatalogProduct,
  formatIssue,
  type SourceFile,
  zodIssues,
} from './bank';

/**
 * Reads question banks from content/qbanks/<code>/ (bank.yaml + questions/*.yaml) and returns
 * them typed and validated, or throws a BankLoadError listing every problem found, one line
 * each: `content/qbanks/im/questions/cardiology.yaml: IM-0007: choices: …`.
 */

export class BankLoadError extends Error {
  constructor(readonly issues: BankIssue[]) {
    const lines = issues.map(formatIssue);
    super(
      `${issues.length} problem${issues.length === 1 ? '' : 's'} in the question banks:\n${lines.join('\n')}`,
    );
    this.name = 'BankLoadError';
  }
}

export interface LoadOptions {
  /** Paths in errors are relative to it; by default the folder that holds content/. */
  displayRoot?: string;
  /** By default content/catalog/products.json beside content/qbanks, when it exists. */
  catalog?: CatalogProduct[];
}

export async function loadBank(bankDir: string, options: LoadOptions = {}): Promise<Bank> {
  const result = await readBank(path.resolve(bankDir), options);
  if (!result.bank) throw new BankLoadError(result.issues);
  return result.bank;
}

/** Every bank under a qbanks folder, each checked, then checked against the others. */
export async function loadAllBanks(qbanksDir: string, options: LoadOptions = {}): Promise<Bank[]> {
  const root = path.resolve(qbanksDir);
  const entries = await readdir(root, { withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const issues: BankIssue[] = [];
  const banks: Bank[] = [];
  for (const folder of folders) {
    const result = await readBank(path.join(root, folder), options);
    if (result.bank) banks.push(result.bank);
    issues.push(...result.issues);
  }
  issues.push(...crossBankIssues(banks, root, options));
  if (issues.length > 0) throw new BankLoadError(issues);
  return banks;
}

/** The content/qbanks folder of this checkout: the nearest one at or above `from`. */
export function findQbanksDir(from = process.cwd()): string {
  return findContentFolder('qbanks', from);
}

/** content/<folder> of this checkout (qbanks, decks…): the nearest one at or above `from`. */
export function findContentFolder(folder: string, from = process.cwd()): string {
  let dir = path.resolve(from);
  for (;;) {
    const candidate = path.join(dir, 'content', folder);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no content/${folder} folder at or above ${from}`);
    dir = parent;
  }
}

async function readBank(
  bankDir: string,
  options: LoadOptions,
): Promise<{ bank?: Bank; issues: BankIssue[] }> {
  const contentDir = path.resolve(bankDir, '..', '..');
  const displayRoot = options.displayRoot ?? path.dirname(contentDir);
  const display = (file: string) => path.relative(displayRoot, file).split(path.sep).join('/');
  const issues: BankIssue[] = [];

  const bankPath = path.join(bankDir, 'bank.yaml');
  if (!existsSync(bankPath)) {
    return { issues: [{ file: display(bankDir), message: 'a bank folder needs a bank.yaml' }] };
  }
  const bankFile = await readYaml(bankPath, 'bank.yaml', display, issues);
  const questionFiles = await readTopicFiles(bankDir, 'questions', display, issues);
  if (!bankFile || issues.length > 0) return { issues };

  const result = buildBank(bankFile, questionFiles, {
    folderName: path.basename(bankDir),
    catalog: options.catalog ?? readCatalog(contentDir),
    imageExists: imageExistsIn(contentDir),
  });
  return result.ok ? { bank: result.bank, issues: [] } : { issues: result.issues };
}

/**
 * The `<topic>.yaml` files of a bank's questions/ or a deck's cards/ folder, in name order, parsed;
 * anything else there, a missing folder or a YAML error is reported instead.
 */
export async function readTopicFiles(
  dir: string,
  folder: 'questions' | 'cards',
  display: (file: string) => string,
  issues: BankIssue[],
): Promise<SourceFile[]> {
  const folderDir = path.join(dir, folder);
  if (!existsSync(folderDir)) {
    const owner = folder === 'questions' ? 'bank' : 'deck';
    issues.push({ file: display(dir), message: `a ${owner} folder needs a ${folder}/ folder` });
    return [];
  }
  const files: SourceFile[] = [];
  for (const name of (await readdir(folderDir)).sort()) {
    const file = path.join(folderDir, name);
    if (!name.endsWith('.yaml') || !(await stat(file)).isFile()) {
      issues.push({ file: display(file), message: `only <topic>.yaml files belong in ${folder}/` });
      continue;
    }
    const source = await readYaml(file, `${folder}/${name}`, display, issues);
    if (source) files.push(source);
  }
  return files;
}

export async function readYaml(
  file: string,
  bankPath: string,
  display: (file: string) => string,
  issues: BankIssue[],
): Promise<SourceFile | undefined> {
  const displayPath = display(file);
  const document = parseDocument(await readFile(file, 'utf8'), { uniqueKeys: true });
  // The first syntax error only: the ones after it are mostly its echoes.
  const [error] = document.errors;
  if (error) {
    const line = error.linePos?.[0].line;
    const message = (error.message.split('\n')[0] ?? error.code).replace(/ at line \d+.*$/, '');
    issues.push({ file: line ? `${displayPath}:${line}` : displayPath, message });
    return undefined;
  }
  return { displayPath, bankPath, data: document.toJS() };
}

/**
 * A content folder's manifest (book.yaml, media.yaml): read, checked against its schema, and its
 * code the folder's name. Problems go to `issues`; undefined when the manifest cannot be used.
 */
export async function readManifest<S extends z.ZodType<{ code: string }>>(
  folder: string,
  fileName: string,
  schema: S,
  noun: string,
  display: (file: string) => string,
  issues: BankIssue[],
): Promise<{ source: z.output<S>; displayPath: string } | undefined> {
  const file = path.join(folder, fileName);
  if (!existsSync(file)) {
    issues.push({ file: display(folder), message: `a ${noun} folder needs a ${fileName}` });
    return undefined;
  }
  const read = await readYaml(file, fileName, display, issues);
  if (!read) return undefined;
  const parsed = schema.safeParse(read.data);
  if (!parsed.success) {
    for (const issue of zodIssues(parsed.error, read.data)) {
      issues.push({ file: read.displayPath, ...issue });
    }
    return undefined;
  }
  const code = parsed.data.code;
  if (code !== path.basename(folder)) {
    const message = `'${code}' differs from the folder name '${path.basename(folder)}'`;
    issues.push({ file: read.displayPath, field: 'code', message });
  }
  return { source: parsed.data, displayPath: read.displayPath };
}

/** content/catalog/products.json, when the content folder has one. */
export function readCatalog(contentDir: string): CatalogProduct[] | undefined {
  const file = path.join(contentDir, 'catalog', 'products.json');
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as CatalogProduct[];
}

/** Whether an /content/images/… path of rich text names a file of this content folder. */
export function imageExistsIn(contentDir: string): (src: string) => boolean {
  return (src) => existsSync(path.join(contentDir, src.replace(/^\/content\//, '')));
}

/** Banks must not collide: one id prefix per bank, one bank per product. */
function crossBankIssues(banks: Bank[], root: string, options: LoadOptions): BankIssue[] {
  return collisionIssues(banks, 'bank', root, options.displayRoot);
}

/**
 * Banks (or decks) of one folder must not collide: one id prefix each, one owner per product.
 * Problems name the owner's bank.yaml (deck.yaml).
 */
export function collisionIssues(
  owners: { code: string; idPrefix: string; productCodes: string[] }[],
  kind: 'bank' | 'deck',
  root: string,
  displayRoot = path.resolve(root, '..', '..'),
): BankIssue[] {
  const file = (code: string) =>
    path
      .relative(displayRoot, path.join(root, code, `${kind}.yaml`))
      .split(path.sep)
      .join('/');
  const issues: BankIssue[] = [];
  const prefixOwner = new Map<string, string>();
  const productOwner = new Map<string, string>();
  for (const owner of owners) {
    const prefixUser = prefixOwner.get(owner.idPrefix);
    if (prefixUser) {
      issues.push({
        file: file(owner.code),
        field: 'idPrefix',
        message: `'${owner.idPrefix}' is also the prefix of the ${kind} '${prefixUser}'`,
      });
    }
    prefixOwner.set(owner.idPrefix, owner.code);
    for (const product of owner.productCodes) {
      const served = productOwner.get(product);
      if (served) {
        issues.push({
          file: file(owner.code),
          field: 'products',
          message: `'${product}' is already served by the ${kind} '${served}'`,
        });
      }
      productOwner.set(product, owner.code);
    }
  }
  return issues;
}
