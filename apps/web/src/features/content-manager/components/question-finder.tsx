import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/lib/paths';
import { useCreateDraft } from '../api/create-draft';
import { useQuestionSearch } from '../api/search-questions';

/**
 * Find a question by its code or words of its text, then start a change to it (or continue the
 * draft it already has), or open its versions.
 */
export function QuestionFinder() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const found = useQuestionSearch(search);
  const create = useCreateDraft();
  const navigate = useNavigate();
  const questions = found.data?.questions ?? [];

  return (
    <Panel
      title="Find a question"
      description="By its code (IM-0007) or words of its stem or lead-in, to change it or read its versions."
    >
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
        }}
      >
        <TextField
          label="Code or text"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="min-w-0 flex-1 basis-60"
          autoComplete="off"
          maxLength={200}
        />
        <Button type="submit" busy={found.isFetching}>
          Search
        </Button>
      </form>
      {found.error && <Alert tone="error">{found.error.message}</Alert>}
      {create.error && <Alert tone="error">{create.error.message}</Alert>}
      {search !== '' && found.data && questions.length === 0 && (
        <p className="text-sm text-slate-600" role="status">
          No question matches “{search}”.
        </p>
      )}
      {questions.length > 0 && (
        <div className="relative min-w-0 overflow-x-auto">
          <DataTable
            caption={`Questions matching “${search}”`}
            captionClassName="sr-only"
            rows={questions}
            rowKey={(q) => q.questionId}
            columns={[
              {
                id: 'code',
                header: 'Question',
                headerClassName: 'pr-3 pb-1',
                rowHeader: true,
                cellClassName: 'py-2 pr-3 text-left align-top font-normal',
                cell: (q) => (
                  <span className="flex flex-col gap-0.5">
                    <Link
                      to={paths.cmsQuestion(q.questionId)}
                      className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      {q.code}
                    </Link>
                    <span className="line-clamp-2 text-slate-700">{q.leadIn}</span>
                  </span>
                ),
              },
              {
                id: 'version',
                header: 'Version',
                headerClassName: 'pr-3 pb-1',
                cellClassName: 'py-2 pr-3 align-top text-slate-700',
                cell: (q) => (
                  <>
                    {q.version}
                    {q.status === 'retired' && (
                      <span className="ml-2 text-xs font-semibold text-red-800">retired</span>
                    )}
                  </>
                ),
              },
              {
                id: 'action',
                header: <span className="sr-only">Action</span>,
                cellClassName: 'py-2 align-top text-right',
                cell: (q) =>
                  q.openDraftId !== null ? (
                    <Link
                      to={paths.cmsDraft(q.openDraftId)}
                      className="text-sm font-semibold whitespace-nowrap text-brand-700 underline"
                    >
                      Open its draft
                    </Link>
                  ) : q.status === 'published' ? (
                    <Button
                      variant="secondary"
                      busy={
                        create.isPending &&
                        create.variables !== undefined &&
                        'questionId' in create.variables &&
                        create.variables.questionId === q.questionId
                      }
                      aria-label={`Start a change to ${q.code}`}
                      onClick={() =>
                        create.mutate(
                          { questionId: q.questionId },
                          { onSuccess: (draft) => navigate(paths.cmsDraft(draft.draftId)) },
                        )
                      }
                    >
                      Start a change
                    </Button>
                  ) : null,
              },
            ]}
          />
        </div>
      )}
    </Panel>
  );
}
