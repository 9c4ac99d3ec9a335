import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/**
 * Whether the signed-in account may open a page of `accountId`'s organizations: a license admin
 * their own, a staff admin anyone's (the server checks again), and where their own pages are.
 */
export function useAccountPageAccess(accountId: number | null) {
  const account = useSession().account;
  const mine = account?.AccountId ?? 0;
  return { mine, allowed: accountId !== null && (accountId === mine || account?.isAdmin === true) };
}

/** What a license admin reads on another account's page: whose pages they may open. */
export function NotYourOrganizations({ mine }: { mine: number }) {
  return (
    <Alert tone="error">
      You can only open your own organizations.{' '}
      <Link
        className="font-semibold text-brand-700 underline underline-offset-2"
        to={paths.adminOrganizations(mine)}
      >
        Open yours
      </Link>
      .
    </Alert>
  );
}
