import {
  CONTENT_PACKAGE_MAX_BYTES,
  CONTENT_PACKAGE_MAX_FILES,
  CONTENT_PACKAGE_MAX_UNPACKED_BYTES,
} from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import { strToU8, unzipSync, type Zippable, zipSync } from 'fflate';
import type { BankIssue } from '../qbank-content/bank';

/**
 * The zip a bank or deck travels in (decision 1303): its folder, `<code>/bank.yaml`,
 * `<code>/questions/…`. Unpacking is bounded before anything is inflated: the archive's size, the
 * number of files and their sizes as the zip declares them (a bigger entry is cut there, so a
 * zip bomb inflates to what it declared at most). Folders, hidden files and the __MACOSX folder
 * that archivers add are left out; every other name must be a plain relative path.
 */

export const MB = 1024 * 1024;

/** The files of a folder, `path → text`, zipped under `folder/`. */
export function zipFolder(folder: string, files: Map<string, string>, mtime: Date): Uint8Array {
  const entries: Zippable = {};
  // zip dates start in 1980; a database's import date is later, a test's clock may not be
  const date = mtime.getUTCFullYear() < 1981 ? new Date(Date.UTC(1981, 0, 1)) : mtime;
  for (const [file, text] of files) {
    entries[`${folder}/${file}`] = [strToU8(text), { mtime: date }];
  }
  return zipSync(entries, { level: 6 });
}

export interface Unpacked {
  /** the archive's top folder (the bank or deck code, when it holds one) */
  folder: string | null;
  /** paths inside that folder → text */
  files: Map<string, string>;
  issues: BankIssue[];
}

const SKIPPED = (name: string) =>
  name.endsWith('/') ||
  name.startsWith('__MACOSX/') ||
  name.split('/').some((p) => p.startsWith('.'));

export function unpack(bytes: Uint8Array): Unpacked {
  if (bytes.length > CONTENT_PACKAGE_MAX_BYTES) {
    throw errors.contentPackageTooLarge(
      `The archive is ${(bytes.length / MB).toFixed(1)} MB; it may be at most ${CONTENT_PACKAGE_MAX_BYTES / MB} MB.`,
    );
  }
  let fileCount = 0;
  let unpackedBytes = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        if (SKIPPED(file.name)) return false;
        fileCount += 1;
        unpackedBytes += file.originalSize;
        if (fileCount > CONTENT_PACKAGE_MAX_FILES) {
          throw errors.contentPackageTooLarge(
            `The archive holds more than ${CONTENT_PACKAGE_MAX_FILES} files; a bank or deck has one per top-level topic.`,
          );
        }
        if (unpackedBytes > CONTENT_PACKAGE_MAX_UNPACKED_BYTES) {
          throw errors.contentPackageTooLarge(
            `The archive's files add up to more than ${CONTENT_PACKAGE_MAX_UNPACKED_BYTES / MB} MB once unpacked.`,
          );
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw errors.contentPackageInvalid(
      'The file is not a zip archive (or it is damaged): export a bank or deck to see the format.',
    );
  }

  const issues: BankIssue[] = [];
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const texts = new Map<string, string>();
  for (const [name, data] of Object.entries(entries)) {
    const parts = name.split('/');
    if (
      name.includes('\\') ||
      name.startsWith('/') ||
      parts.some((p) => p === '' || p === '.' || p === '..')
    ) {
      issues.push({
        file: name,
        message: 'a file name in the archive must be a plain relative path',
      });
      continue;
    }
    try {
      texts.set(name, decoder.decode(data));
    } catch {
      issues.push({ file: name, message: 'is not UTF-8 text' });
    }
  }
  if (texts.size === 0 && issues.length === 0) {
    throw errors.contentPackageInvalid('The archive is empty.');
  }
  // One top folder holding everything is the bank or deck folder (what an export makes); a
  // bank.yaml or deck.yaml at the top means the folder's files were zipped without it.
  const names = [...texts.keys()];
  const tops = new Set(names.map((name) => name.split('/')[0]!));
  const atTop = names.some((name) => name === 'bank.yaml' || name === 'deck.yaml');
  const folder =
    !atTop && tops.size === 1 && names.every((n) => n.includes('/')) ? [...tops][0]! : null;
  const files = new Map<string, string>();
  for (const [name, text] of texts) files.set(folder ? name.slice(folder.length + 1) : name, text);
  return { folder, files, issues };
}
