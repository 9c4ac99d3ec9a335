import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** An account a record names, by e-mail, linked to its page in Admin → Accounts. */
export function AccountLink({ account }: { account: { AccountId: number; Email: string } }) {
  return (
    <Link
      to={paths.adminAccount(account.AccountId)}
      className="font-medium break-all text-brand-700 underline-offset-2 hover:underline"
    >
      {account.Email}
    </Link>
  );
}
