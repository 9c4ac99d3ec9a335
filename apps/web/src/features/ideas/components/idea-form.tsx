import type { newIdeaBody } from '@boardready/contracts/ideas';
import { IDEA_DESCRIPTION_MAX, IDEA_TITLE_MAX } from '@boardready/contracts/ideas-rules';
import { useState } from 'react';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { useCreateIdea } from '../api/create-idea';

type Values = z.input<typeof newIdeaBody>;
type Parsed = z.output<typeof newIdeaBody>;
const resolver = lazyZodResolver<Values, Parsed>(
  async () => (await import('@boardready/contracts/ideas')).newIdeaBody,
);

/** Share an idea: the server's schema checks it here first; the server's answer is shown. */
export function IdeaForm() {
  const create = useCreateIdea();
  const [posted, setPosted] = useState<string>();
  const { register, formState, onSubmit, formError, reset, watch } = useServerForm<Values, Parsed>({
    resolver,
    defaultValues: { title: '', description: '' },
    serverFields: ['title', 'description'],
    submit: async (values) => {
      const idea = await create.mutateAsync(values);
      reset();
      setPosted(idea.title);
    },
  });
  const description = watch('description') ?? '';

  return (
    <form
      onSubmit={(event) => {
        setPosted(undefined);
        return onSubmit(event);
      }}
      noValidate
      aria-labelledby="share-idea-heading"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="share-idea-heading" className="text-lg font-semibold text-slate-900">
        Share an idea
      </h2>
      {posted && (
        <Alert tone="success">
          Thanks! “{posted}” is posted. Other learners can see it and vote for it now.
        </Alert>
      )}
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        label="Title"
        hint={`A short name for your idea, up to ${IDEA_TITLE_MAX} characters.`}
        autoComplete="off"
        error={formState.errors.title?.message}
        {...register('title')}
      />
      <TextArea
        label="Describe your idea"
        hint="What would it let you do, and why would it help your studying?"
        counter={{ used: description.trim().length, max: IDEA_DESCRIPTION_MAX }}
        error={formState.errors.description?.message}
        {...register('description')}
      />
      <div>
        <Button type="submit" busy={create.isPending}>
          Share Idea
        </Button>
      </div>
    </form>
  );
}
