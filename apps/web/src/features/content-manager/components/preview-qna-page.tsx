import type { CmsPreview } from '@boardready/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StaffPage } from '@/components/staff/staff-page';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/lib/paths';
import { type PreviewSubject, usePreview } from '../api/preview';
import { QuestionPreview } from './question-preview';

/** What the address names: `?question=<id>[&version=<n>]`, `?code=<code>`, or `?draft=<id>`. */
function subjectOf(params: URLSearchParams): PreviewSubject | null {
  const number = (name: string) => {
    const value = params.get(name);
    return value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined;
  };
  const draftId = number('draft');
  if (draftId) return { draftId };
  const questionId = number('question');
  const version = number('version');
  if (questionId) return { questionId, version };
  const code = params.get('code')?.trim();
  if (code) return { code, version };
  return null;
}

function SourceLine({ preview }: { preview: CmsPreview }) {
  const { source } = preview;
  if (source.kind === 'draft') {
    return (
      <p className="text-sm text-slate-700">
        Draft #{source.draftId} ({source.draftStatus?.replace('_', ' ')}):{' '}
        {source.code
          ? `a change to ${source.code} from version ${source.version}`
          : 'a new question'}{' '}
        of {source.bankTitle}.
      </p>
    );
  }
  const older = source.version !== source.currentVersion;
  return (
    <p className="text-sm text-slate-700">
      {source.code}, version {source.version}
      {older ? ` (the current version is ${source.currentVersion})` : ' (current)'}, of{' '}
      {source.bankTitle}
      {source.questionStatus === 'retired' ? ': retired, learners no longer get it.' : '.'}
    </p>
  );
}

function PreviewScreen({ subject }: { subject: PreviewSubject | null }) {
  const preview = usePreview(subject);
  if (!subject) {
    return <p className="text-sm text-slate-600">Name a question to see it as learners do.</p>;
  }
  if (preview.isPending) return <LoadingState label="Loading the question…" />;
  if (preview.error) {
    return <LoadError message={preview.error.message} onRetry={() => void preview.refetch()} />;
  }
  const { source } = preview.data;
  return (
    <>
      <SourceLine preview={preview.data} />
      {/* the key: another question starts with nothing picked or struck */}
      <QuestionPreview
        key={`${source.kind}-${source.draftId ?? source.questionId}-${source.version}`}
        preview={preview.data}
      />
    </>
  );
}

/**
 * Preview Q&A (spec §2, ngadmin/cms/preview-qna), for the Preview Q&A right or the product's super
 * user: any question (by code or id), any of its versions, or a draft, drawn as the learner's
 * player draws it, in the tutor and test views, at a desktop's or a phone's width.
 */
export default function PreviewQnaPage() {
  const [params, setParams] = useSearchParams();
  const subject = subjectOf(params);
  const [typed, setTyped] = useState(params.get('code') ?? params.get('question') ?? '');
  return (
    <StaffPage title="Preview Q&A" right="previewQna">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const value = typed.trim();
          if (!value) return;
          setParams(/^\d+$/.test(value) ? { question: value } : { code: value });
        }}
      >
        <TextField
          label="Question code or id (e.g. IM-0007)"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="min-w-0 flex-1 basis-60"
          autoComplete="off"
          maxLength={40}
        />
        <Button type="submit">Preview</Button>
      </form>
      <p className="text-sm text-slate-600">
        A draft opens here from its page; a version, from its question’s page.
      </p>
      <PreviewScreen subject={subject} />
      {subject?.draftId && (
        <p className="text-sm">
          <Link to={paths.cmsDraft(subject.draftId)} className="text-brand-700 underline">
            Back to draft #{subject.draftId}
          </Link>
        </p>
      )}
    </StaffPage>
  );
}
