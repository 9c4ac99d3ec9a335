import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '@/components/ui/error-page';
import { paths } from '@/lib/paths';

/** What a route shows when it fails to load or render: a way on, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <ErrorPage
      title={notFound ? 'Page not found' : 'This page could not be shown'}
      message={
        notFound
          ? 'There is nothing at this address.'
          : 'Something went wrong while loading this page. Reloading usually helps.'
      }
      back={{ to: paths.root, label: 'Go to the start page' }}
    />
  );
}
