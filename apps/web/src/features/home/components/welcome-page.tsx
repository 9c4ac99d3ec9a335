import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { signOut, useSession } from '@/lib/session';

/** The signed-in landing page until the Study Board takes its place. */
export function WelcomePage() {
  usePageTitle('Study Board');
  const { account } = useSession();
  const navigate = useNavigate();
  if (!account) return null;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-10">
      <h1 className="text-3xl font-bold">
        Welcome, {account.FirstName} {account.LastName}
      </h1>
      <p className="text-slate-700">You are signed in as {account.Email}.</p>
      <div>
        <Button
          variant="secondary"
          onClick={async () => {
            await signOut();
            navigate(paths.login, { replace: true });
          }}
        >
          Sign Out
        </Button>
      </div>
    </main>
  );
}

export default WelcomePage;
