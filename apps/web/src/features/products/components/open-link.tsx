import { Link } from 'react-router';

/** The one way into a product from these pages; its name says which product it opens. */
export function OpenLink({ to, productName }: { to: string; productName: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-10 items-center justify-center gap-1 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
    >
      Open<span className="sr-only"> {productName}</span>
    </Link>
  );
}
