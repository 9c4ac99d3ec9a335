import type { AccountProfile } from '@boardready/contracts';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { paths } from '@/lib/paths';
import { useSnackbar } from '@/lib/snackbar';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

function devicesSentence(count: number) {
  if (count <= 1) return 'You are signed in on this browser only.';
  return `You are signed in on ${count} browsers or devices, this one included.`;
}

export function DevicesSection({ profile }: { profile: AccountProfile }) {
  const signOut = useSignOutEverywhere();
  const navigate = useNavigate();
  const show = useSnackbar((s) => s.show);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  const confirm = async () => {
    try {
      await signOut.mutateAsync();
      dialog.current?.close();
      show({ text: 'You are signed out of all devices.', tone: 'success' });
      await navigate(paths.login, { replace: true });
    } catch {
      // the dialog shows the mutation's error
    }
  };

  return (
    <Section
      title="Devices"
      description="Lost a phone, or signed in on a shared computer? Sign out everywhere at once."
    >
      <div className="flex flex-col items-start gap-4">
        <p className="text-sm text-slate-700">{devicesSentence(profile.signedInDevices)}</p>
        {profile.assumed ? (
          <Alert tone="info">Only the account holder can sign out of all their devices.</Alert>
        ) : (
          <>
            <Button variant="secondary" onClick={() => dialog.current?.showModal()}>
              Sign Out of All Devices
            </Button>
            {/* A native modal dialog: focus stays inside, Escape closes it, the page is inert. */}
            <dialog
              ref={dialog}
              role="alertdialog"
              aria-labelledby={titleId}
              aria-describedby={textId}
              onClose={() => signOut.reset()}
              className="m-auto w-[calc(100vw-2rem)] max-w-md rounded-xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/40 dark:backdrop:bg-black/60"
            >
              <div className="flex flex-col gap-4">
                <h2 id={titleId} className="text-lg font-semibold">
                  Sign out of all devices?
                </h2>
                <p id={textId} className="text-sm text-slate-700">
                  Every browser and device signed in to your account is signed out, this one too.
                  You sign in again with your e-mail address and password.
                </p>
                {signOut.isError && <Alert tone="error">{signOut.error.message}</Alert>}
                <div className="flex flex-wrap justify-end gap-3">
                  <Button variant="secondary" onClick={() => dialog.current?.close()}>
                    Cancel
                  </Button>
                  <Button busy={signOut.isPending} onClick={() => void confirm()}>
                    Sign Out Everywhere
                  </Button>
                </div>
              </div>
            </dialog>
          </>
        )}
      </div>
    </Section>
  );
}
