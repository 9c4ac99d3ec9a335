import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { closeLoginOverlay } from '@/lib/login-overlay';
import { usePublicConfig } from '@/lib/public-config';
import { useSession } from '@/lib/session';
import { type AuthMode, AuthTabs } from './auth-tabs';

/**
 * The login/register overlay (spec §2): the login screen's forms over the current screen, which
 * the user keeps once signed in. An account that must first agree to updated terms closes it
 * too: the terms dialog takes over.
 */
export function LoginOverlay() {
  const { productName } = usePublicConfig();
  const { account } = useSession();
  const [mode, setMode] = useState<AuthMode>('signin');
  useEffect(() => {
    if (account) closeLoginOverlay();
  }, [account]);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && closeLoginOverlay()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[4500] bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[4510] max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl sm:p-8">
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl font-bold text-slate-900">
              Welcome to {productName}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="rounded p-1 text-slate-600 hover:bg-slate-100"
            >
              <Icon name="close" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Sign in or create an account without leaving this page.
          </Dialog.Description>
          <AuthTabs mode={mode} onModeChange={setMode} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default LoginOverlay;
