import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { bindField } from '@/components/ui/form-field';
import { ServerForm } from '@/components/ui/server-form';
import { TextArea } from '@/components/ui/text-area';
import { ApiError } from '@/lib/api-client';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { paths } from '@/lib/paths';
import { sessionQuery } from '@/lib/session';
import { usePublishTerms } from '../api/admin-terms';

interface Values {
  summary: string;
}
const resolver = lazyZodResolver<Values>(
  async () => (await import('@boardready/contracts/terms-of-use')).publishTermsBody,
);

/**
 * What changed, then a confirmation: publishing asks every account again, at once, the admin's
 * own session too. Its calls would now be refused (spec §8 sends a refused session to sign in
 * again), so it goes where a restricted session answers the terms: the sign-in screen with the
 * terms dialog, coming back here once the admin agrees.
 */
export function PublishTermsForm({ nextVersion }: { nextVersion: number }) {
  const publish = usePublishTerms();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<string | null>(null);
  const form = useServerForm<Values, Values>({
    resolver,
    defaultValues: { summary: '' },
    serverFields: ['summary'],
    // the checked summary waits for the confirmation
    submit: async ({ summary }) => setConfirming(summary),
  });

  return (
    <ServerForm form={form} label="Publish a new version">
      {publish.isError && (
        <Alert tone="error">
          {publish.error instanceof ApiError
            ? publish.error.message
            : 'The version could not be published. Check your connection and try again.'}
        </Alert>
      )}
      <TextArea
        label="What changed"
        hint="A sentence or two, shown to every user in the terms dialog."
        rows={3}
        {...bindField(form, 'summary')}
      />
      <Button type="submit" className="self-start">
        Publish Version {nextVersion}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Publish version ${nextVersion}?`}
        description="Every user, you included, is asked to agree to the terms again before they can go on. This cannot be undone."
        confirmLabel={`Publish Version ${nextVersion}`}
        busy={publish.isPending}
        onConfirm={() =>
          confirming !== null &&
          publish.mutate(confirming, {
            onSettled: () => setConfirming(null),
            onSuccess: async () => {
              await client.refetchQueries({ queryKey: sessionQuery.queryKey });
              const returnUrl = new URLSearchParams({ returnUrl: paths.adminTerms });
              navigate(`${paths.login}?${returnUrl}`, { replace: true });
            },
          })
        }
      >
        <blockquote className="border-l-4 border-slate-300 pl-3 text-sm text-slate-800">
          {confirming}
        </blockquote>
      </ConfirmDialog>
    </ServerForm>
  );
}
