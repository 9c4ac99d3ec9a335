import { Link } from 'react-router';

export interface ErrorPageProps {
  title: string;
  message: string;
  /** the way on: never a dead end */
  back: { to: string; label: string };
}

/** A screen that could not be shown: what happened, and a link to go on from. */
export function ErrorPage({ title, message, back }: ErrorPageProps) {
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-slate-700">{message}</p>
      <Link to={back.to} className="font-semibold text-brand-700 underline">
        {back.label}
      </Link>
    </main>
  );
}
