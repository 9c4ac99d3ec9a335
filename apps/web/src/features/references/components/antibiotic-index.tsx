import type { AntibioticClass } from '@boardready/contracts';
import { families } from '../utils/filter-antibiotics';

/** The reference's index: every class by family, each a link to its section (the page is long). */
export function AntibioticIndex({ classes }: { classes: readonly AntibioticClass[] }) {
  return (
    <nav
      aria-label="Antibiotic classes"
      className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
    >
      <p className="mb-2 font-semibold text-slate-800">Go to a class</p>
      <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2 desk:grid-cols-3">
        {families(classes).map((family) => (
          <div key={family}>
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{family}</p>
            <ul className="mt-1 flex flex-col gap-1">
              {classes
                .filter((cls) => cls.family === family)
                .map((cls) => (
                  <li key={cls.id}>
                    <a
                      href={`#${cls.id}`}
                      className="text-brand-700 underline-offset-2 hover:underline"
                    >
                      {cls.name}
                    </a>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
