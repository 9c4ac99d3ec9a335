import { Link, useLoaderData } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Page } from '@/components/ui/page';
import { paths } from '@/lib/paths';

export interface AssumeFailure {
  accountId: string;
  message: string;
}

/**
 * assume/:accountid. Entering it starts assuming the account and goes on to their home page
 * (the route's loader does it); this screen shows only when the server refused, and why.
 */
export function AssumeUserPage() {
  const failure = useLoaderData() as AssumeFailure;
  return (
    <Page title="Assume User">
      <Alert tone="error">{failure.message}</Alert>
      <p className="mt-4 text-sm">
        <Link className="font-medium text-brand-700 underline" to={paths.admin}>
          Back to Admin
        </Link>
      </p>
    </Page>
  );
}

export default AssumeUserPage;
