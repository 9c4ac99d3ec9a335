import type { ReactNode } from 'react';

/** The centred card that the sign-in and password screens share. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex items-start justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}
