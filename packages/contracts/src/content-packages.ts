import { z } from 'zod';
import { CONTENT_PACKAGE_MAX_BASE64, CONTENT_PACKAGE_MAX_BYTES } from './content-packages-rules';
import { defineEndpoint } from './endpoint';

export * from './content-packages-rules';

/**
 * Import and export of whole question banks and flash-card decks in the content format, for
 * content managers (issue 26, decision 1303): a zip of the folder content/qbanks/<code>/ resp.
 * content/decks/<code>/, generated from the database; an upload is checked as the CLI checks it,
 * shown as a dry run, then imported through the same import code.
 */

export const CONTENT_PACKAGE_KINDS = ['bank', 'deck'] as const;
export const contentPackageKind = z.enum(CONTENT_PACKAGE_KINDS, {
  error: 'The kind is bank or deck.',
});
export type ContentPackageKind = z.infer<typeof contentPackageKind>;

/** Standard base64, padded: groups of four characters. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

const code = z
  .string({ error: 'The code is lower-case words joined by hyphens, e.g. im.' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The code is lower-case words joined by hyphens, e.g. im.')
  .max(60, 'The code is at most 60 characters.');

export const contentPackageSummary = z.object({
  kind: contentPackageKind,
  code: z.string(),
  title: z.string(),
  specialty: z.string(),
  /** questions (a bank) or notes (a deck), by status */
  published: z.number().int(),
  retired: z.number().int(),
  /** a bank's self-assessment forms; 0 for a deck */
  forms: z.number().int(),
  /** a deck's bank; null for a bank */
  bankCode: z.string().nullable(),
  importedAt: z.iso.datetime(),
});
export type ContentPackageSummary = z.infer<typeof contentPackageSummary>;

export const exportQuery = z.object({ kind: contentPackageKind, code });

export const archiveUpload = z.strictObject({
  /** the file's name as chosen, shown in the audit log */
  fileName: z
    .string({ error: 'Name the file.' })
    .trim()
    .min(1, 'Name the file.')
    .max(200, 'The file name is at most 200 characters.'),
  /** the zip's bytes in base64 */
  archive: z
    .string({ error: 'The archive must be base64 text (the bytes of a .zip file).' })
    .min(1, 'The archive is empty.')
    .max(
      CONTENT_PACKAGE_MAX_BASE64,
      `The archive may be at most ${CONTENT_PACKAGE_MAX_BYTES / 1024 / 1024} MB.`,
    )
    .regex(BASE64, 'The archive must be base64 text (the bytes of a .zip file).'),
});
export type ArchiveUpload = z.infer<typeof archiveUpload>;

/** What an import does (did) to the items of a bank (questions) or a deck (notes). */
export const importCounts = z.object({
  created: z.number().int(),
  /** new content: a raised version */
  updated: z.number().int(),
  /** topics, links, flags, status or place changed, content not (a deck counts these as updated) */
  retagged: z.number().int(),
  unchanged: z.number().int(),
  /** gone from the archive, kept as retired (learners used them) */
  retired: z.number().int(),
  /** gone from the archive and never used */
  deleted: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCounts>;

export const ITEM_CHANGES = ['new', 'newVersion', 'retagged', 'retired', 'deleted'] as const;
export const itemChange = z.object({
  id: z.string(),
  change: z.enum(ITEM_CHANGES),
  /** the version in the database before, and in the archive (null for retired and deleted) */
  fromVersion: z.number().int().nullable(),
  toVersion: z.number().int().nullable(),
  /** the file of the archive it is in (its last file for retired and deleted) */
  file: z.string().nullable(),
});
export type ItemChange = z.infer<typeof itemChange>;

export const importPreview = z.object({
  kind: contentPackageKind,
  code: z.string(),
  title: z.string(),
  /** SHA-256 of the archive: the confirm step sends the same bytes */
  sha256: z.string(),
  counts: importCounts,
  /** what changes, item by item (unchanged items are only counted) */
  changes: z.array(itemChange),
  /** a bank's self-assessment forms */
  forms: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
  }),
  /** not fatal: a product this database does not have, questions kept as retired */
  warnings: z.array(z.string()),
  /** whether it was written (false: the dry run) */
  applied: z.boolean(),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importBody = archiveUpload.extend({
  /**
   * The counts the dry run showed: the import is refused (409, nothing written) when the database
   * changed since and it would do something else.
   */
  expect: importCounts,
});
export type ImportBody = z.infer<typeof importBody>;

const contentManager = { staff: 'contentManager' } as const;

export const contentPackageEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/1.0/cms/packages',
    summary: 'Staff (content manager): the question banks and flash-card decks one can export.',
    access: contentManager,
    response: z.object({ items: z.array(contentPackageSummary) }),
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/1.0/cms/packages/export',
    summary:
      'Staff (content manager): a bank or deck as a zip (application/zip attachment) of its folder in the content format (bank.yaml + questions/<topic>.yaml + forms/, or deck.yaml + cards/<topic>.yaml), from the database.',
    access: contentManager,
    query: exportQuery,
    response: z.string().meta({ description: 'application/zip, the bytes of the archive' }),
  }),
  check: defineEndpoint({
    method: 'POST',
    path: '/api/1.0/cms/packages/check',
    summary:
      'Staff (content manager): checks an uploaded bank or deck archive as the CLI does and answers what importing it would do (a dry run: nothing is written). Problems answer 400 (the archive) or 409 (against the database), naming file, item and field.',
    access: contentManager,
    body: archiveUpload,
    response: importPreview,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: '/api/1.0/cms/packages/import',
    summary:
      'Staff (content manager): imports a checked archive through the content import (audited); refused whole, nothing written, on any problem or when it would do other than the dry run showed.',
    access: contentManager,
    body: importBody,
    response: importPreview,
  }),
};
