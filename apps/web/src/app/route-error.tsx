import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/lib/paths';

/** What a route shows when it fails to load or render: a way on, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="mb-3 text-2xl font-bold">
        {notFound ? 'Page not found' : 'This page could not be shown'}
      </h1>
      <p className="mb-6 text-slate-700">
        {notFound
          ? 'There is nothing at this address.'
          : 'Something went wrong while loading this page. Reloading usually helps.'}
      </p>
      <Link to={paths.root} className="font-semibold text-brand-700 underline">
        Go to the start page
      </Link>
    </main>
  );
}
