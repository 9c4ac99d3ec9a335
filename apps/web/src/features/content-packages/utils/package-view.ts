import type {
  ContentPackageKind,
  ImportCounts,
  ImportPreview,
  ItemChange,
} from '@boardready/contracts/content-packages';
import { CONTENT_PACKAGE_MAX_BYTES } from '@boardready/contracts/content-packages-rules';

/** What the import screen shows of a dry run and of the archive chosen (pure rules, tested). */

const MB = 1024 * 1024;

/** What a bank's and a deck's items are called. */
export const ITEM_NOUN: Record<ContentPackageKind, string> = { bank: 'questions', deck: 'cards' };

const CHANGE_LABELS: Record<ItemChange['change'], string> = {
  new: 'New',
  newVersion: 'New version',
  retagged: 'Topics, links or status',
  retired: 'Retired (learners used it)',
  deleted: 'Deleted (never used)',
};

export const changeLabel = (change: ItemChange['change']) => CHANGE_LABELS[change];

/** The dry run's counts as the summary lists them, in the order an editor reads them. */
export function countRows(counts: ImportCounts): { label: string; value: number }[] {
  return [
    { label: 'New', value: counts.created },
    { label: 'New versions', value: counts.updated },
    { label: 'Topics, links or status changed', value: counts.retagged },
    { label: 'Unchanged', value: counts.unchanged },
    { label: 'Retired', value: counts.retired },
    { label: 'Deleted', value: counts.deleted },
  ];
}

/** Whether importing would change anything at all (items or forms). */
export function changesAnything(preview: ImportPreview): boolean {
  const { created, updated, retagged, retired, deleted } = preview.counts;
  return (
    created +
      updated +
      retagged +
      retired +
      deleted +
      preview.forms.created +
      preview.forms.updated >
    0
  );
}

/** "Questions: 12 new, 3 new versions…": the sentence after an import, only what happened. */
export function describeCounts(counts: ImportCounts, noun: string): string {
  const parts = [
    [counts.created, 'new'],
    [counts.updated, counts.updated === 1 ? 'new version' : 'new versions'],
    [counts.retagged, 'retagged'],
    [counts.retired, 'retired'],
    [counts.deleted, 'deleted'],
  ] as const;
  const said = parts.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return said.length > 0 ? `${Noun}: ${said.join(', ')}.` : `No ${noun} changed.`;
}

/** Why a chosen file cannot be sent, before sending it; null when it can. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (!/\.zip$/i.test(file.name)) return 'Choose a .zip file: a bank or deck folder, zipped.';
  if (file.size === 0) return 'This file is empty.';
  if (file.size > CONTENT_PACKAGE_MAX_BYTES) {
    return `This file is ${(file.size / MB).toFixed(1)} MB; an archive may be at most ${CONTENT_PACKAGE_MAX_BYTES / MB} MB.`;
  }
  return null;
}

/** The base64 part of a data: URL (FileReader.readAsDataURL), the archive as the API takes it. */
export function base64OfDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return comma === -1 ? '' : dataUrl.slice(comma + 1);
}

/** A refusal's problems, one per place (`file: item: field` → what is wrong), in file order. */
export function problemsOf(fields: Record<string, string> | undefined) {
  return Object.entries(fields ?? {})
    .map(([where, message]) => ({ where, message }))
    .sort((a, b) => a.where.localeCompare(b.where, 'en', { numeric: true }));
}
