import type {
  ArchiveUpload,
  ContentPackageSummary,
  ImportPreview,
  ItemChange,
} from '@boardready/contracts/content-packages';
import { CONTENT_PACKAGE_MAX_BYTES } from '@boardready/contracts/content-packages-rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { StaffPage } from '@/components/staff/staff-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { Panel } from '@/components/ui/panel';
import { ApiError } from '@/lib/api-client';
import { useCheckPackage } from '../api/check-package';
import { exportHref, useContentPackages } from '../api/content-packages';
import { useImportPackage } from '../api/import-package';
import {
  base64OfDataUrl,
  changeLabel,
  changesAnything,
  countRows,
  describeCounts,
  fileProblem,
  ITEM_NOUN,
  problemsOf,
} from '../utils/package-view';

/**
 * /ngadmin/cms/packages, for content managers (issue 26, decision 1303): a question bank or a
 * flash-card deck downloaded whole as a zip of its folder in the content format, and such a zip
 * uploaded, checked as the CLI checks it, shown as a dry run, and imported on confirmation.
 */
export default function ContentPackagesPage() {
  return (
    <StaffPage title="Import & export" right="contentManager">
      <p className="max-w-3xl text-slate-700">
        Banks and decks travel as a zip of their folder in the content format (the same files as
        content/qbanks and content/decks). Export one, edit its YAML files, and import the zip: you
        see what would change before anything is written.
      </p>
      <ExportPanel />
      <ImportPanel />
    </StaffPage>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function ExportPanel() {
  const packages = useContentPackages();
  const items = packages.data?.items ?? [];
  return (
    <Panel
      title="Export"
      description="Download a bank or deck as it is in the database: its published and retired items, topics, objectives and forms."
    >
      {packages.isPending && <LoadingState label="Loading the banks and decks…" />}
      {packages.isError && (
        <LoadError
          message="The banks and decks could not be loaded. Check your connection and try again."
          onRetry={() => packages.refetch()}
        />
      )}
      {packages.data && (
        <div className="grid gap-6 lg:grid-cols-2">
          <PackageList title="Question banks" items={items.filter((i) => i.kind === 'bank')} />
          <PackageList title="Flash-card decks" items={items.filter((i) => i.kind === 'deck')} />
        </div>
      )}
    </Panel>
  );
}

function PackageList({ title, items }: { title: string; items: ContentPackageSummary[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-700">None in the database yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200">
          {items.map((item) => (
            <li
              key={`${item.kind}-${item.code}`}
              className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{item.title}</p>
                <p className="text-sm text-slate-700">
                  {item.kind} {item.code} · {item.specialty}
                  {item.bankCode && ` · bank ${item.bankCode}`} · {item.published} published
                  {item.retired > 0 && `, ${item.retired} retired`}
                  {item.forms > 0 && ` · ${item.forms} form${item.forms === 1 ? '' : 's'}`}
                </p>
                <p className="text-xs text-slate-600">
                  Last import {dateFormat.format(new Date(item.importedAt))}
                </p>
              </div>
              <a
                href={exportHref(item.kind, item.code)}
                download={`${item.kind}-${item.code}.zip`}
                aria-label={`Download ${item.title} (${item.kind} ${item.code}) as a zip`}
                className="inline-flex min-h-10 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
              >
                Download .zip
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(base64OfDataUrl(String(reader.result)));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

type Done = { fileName: string; preview: ImportPreview };

function ImportPanel() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const check = useCheckPackage();
  const importer = useImportPackage();
  const [fileError, setFileError] = useState<string | null>(null);
  const [upload, setUpload] = useState<ArchiveUpload | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const preview = check.data && upload ? check.data : null;

  // the dry run's heading, then the import's confirmation, take the focus when they appear
  useEffect(() => {
    if (preview) resultRef.current?.focus();
  }, [preview]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const handleCheck = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    importer.reset();
    check.reset();
    setUpload(null);
    const file = inputRef.current?.files?.[0];
    if (!file) {
      setFileError('Choose the .zip file to import.');
      return;
    }
    const problem = fileProblem(file);
    setFileError(problem);
    if (problem) return;
    try {
      const next = { fileName: file.name, archive: await readAsBase64(file) };
      setUpload(next);
      check.mutate(next);
    } catch (error) {
      setFileError((error as Error).message);
    }
  };

  const handleImport = () => {
    if (!upload || !preview) return;
    importer.mutate(
      { ...upload, expect: preview.counts },
      {
        onSuccess: (result) => {
          setDone({ fileName: upload.fileName, preview: result });
          setUpload(null);
          check.reset();
          if (inputRef.current) inputRef.current.value = '';
        },
      },
    );
  };

  const handleCancel = () => {
    check.reset();
    importer.reset();
    setUpload(null);
    inputRef.current?.focus();
  };

  return (
    <Panel
      title="Import"
      description={`Upload a bank's or deck's folder, zipped (up to ${CONTENT_PACKAGE_MAX_BYTES / 1024 / 1024} MB). It is checked as npm run qbank:check and deck:check check it; a changed question or card needs a raised version.`}
    >
      <form onSubmit={handleCheck} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            Archive (.zip)
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept=".zip,application/zip"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${inputId}-error` : undefined}
            onChange={() => setFileError(null)}
            className="min-h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:font-semibold file:text-slate-800"
          />
          {fileError && (
            <p id={`${inputId}-error`} className="text-sm text-red-700">
              {fileError}
            </p>
          )}
        </div>
        <Button type="submit" busy={check.isPending}>
          Check archive
        </Button>
      </form>

      {check.isError && <Refusal error={check.error} />}

      {preview && upload && (
        <section aria-labelledby={`${inputId}-result`} className="flex flex-col gap-4">
          <h3
            id={`${inputId}-result`}
            ref={resultRef}
            tabIndex={-1}
            className="text-base font-semibold text-slate-900 outline-none"
          >
            Dry run of {upload.fileName}: {preview.kind} {preview.code}, {preview.title}
          </h3>
          <p className="text-sm text-slate-700">Nothing has been imported yet.</p>
          <Summary preview={preview} />
          {importer.isError && <Refusal error={importer.error} />}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              onClick={handleImport}
              busy={importer.isPending}
              disabled={!changesAnything(preview)}
            >
              {changesAnything(preview)
                ? `Import into ${preview.kind} ${preview.code}`
                : 'Nothing to import'}
            </Button>
            <Button variant="secondary" onClick={handleCancel}>
              Cancel
            </Button>
          </div>
          {!changesAnything(preview) && (
            <p className="text-sm text-slate-700">
              The database already holds this archive as it is.
            </p>
          )}
        </section>
      )}

      {done && (
        <div ref={doneRef} tabIndex={-1} className="outline-none">
          <Alert tone="success">
            Imported {done.fileName} into {done.preview.kind} {done.preview.code}.{' '}
            {describeCounts(done.preview.counts, ITEM_NOUN[done.preview.kind])}
            {done.preview.kind === 'bank' &&
              done.preview.forms.created + done.preview.forms.updated > 0 &&
              ` Forms: ${done.preview.forms.created} new, ${done.preview.forms.updated} updated.`}
          </Alert>
        </div>
      )}
    </Panel>
  );
}

const SHOWN_CHANGES = 200;

function Summary({ preview }: { preview: ImportPreview }) {
  const noun = ITEM_NOUN[preview.kind];
  const changes = preview.changes.slice(0, SHOWN_CHANGES);
  return (
    <>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {countRows(preview.counts).map((row) => (
          <div key={row.label} className="rounded-md border border-slate-200 px-3 py-2">
            <dt className="text-xs text-slate-600">{row.label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      {preview.kind === 'bank' && (
        <p className="text-sm text-slate-700">
          Self-assessment forms: {preview.forms.created} new, {preview.forms.updated} updated,{' '}
          {preview.forms.unchanged} unchanged.
        </p>
      )}
      {preview.warnings.length > 0 && (
        <div className="flex flex-col gap-1">
          <h4 className="text-sm font-semibold text-slate-900">Warnings</h4>
          <ul className="list-disc pl-5 text-sm text-slate-700">
            {preview.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      {changes.length > 0 && (
        <div className="overflow-x-auto">
          <DataTable<ItemChange>
            caption={`What changes, ${noun} by ${noun === 'cards' ? 'card' : 'question'}${
              preview.changes.length > SHOWN_CHANGES
                ? ` (the first ${SHOWN_CHANGES} of ${preview.changes.length})`
                : ''
            }`}
            captionClassName="pb-2 text-left text-sm font-semibold text-slate-900"
            rows={changes}
            rowKey={(c) => c.id}
            columns={[
              {
                id: 'id',
                header: 'Id',
                headerClassName: 'pr-3 pb-1',
                rowHeader: true,
                cell: (c) => c.id,
                cellClassName: 'py-1 pr-3 font-medium',
              },
              {
                id: 'change',
                header: 'Change',
                headerClassName: 'pr-3 pb-1',
                cell: (c) => changeLabel(c.change),
                cellClassName: 'py-1 pr-3',
              },
              {
                id: 'version',
                header: 'Version',
                headerClassName: 'pr-3 pb-1',
                cell: (c) =>
                  c.fromVersion !== null && c.toVersion !== null && c.fromVersion !== c.toVersion
                    ? `${c.fromVersion} → ${c.toVersion}`
                    : (c.toVersion ?? c.fromVersion),
                cellClassName: 'py-1 pr-3 whitespace-nowrap',
              },
              {
                id: 'file',
                header: 'File',
                headerClassName: 'pb-1',
                cell: (c) => c.file,
                cellClassName: 'py-1 break-all',
              },
            ]}
          />
        </div>
      )}
    </>
  );
}

const SHOWN_PROBLEMS = 50;

/** A refused check or import: the server's sentence and each problem by file, item and field. */
function Refusal({ error }: { error: Error }) {
  const problems = error instanceof ApiError ? problemsOf(error.fields) : [];
  return (
    <Alert tone="error">
      <p>{error.message}</p>
      {problems.length > 0 && (
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
          {problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
            <li key={problem.where}>
              <span className="font-semibold break-all">{problem.where}</span>: {problem.message}
            </li>
          ))}
          {problems.length > SHOWN_PROBLEMS && (
            <li>and {problems.length - SHOWN_PROBLEMS} more problems</li>
          )}
        </ul>
      )}
    </Alert>
  );
}
