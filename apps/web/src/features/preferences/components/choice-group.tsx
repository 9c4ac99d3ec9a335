import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Choice } from '../utils/options';

/** A radio group drawn as cards; native radios, so arrow keys and screen readers just work. */
export function ChoiceGroup<V extends string>({
  legend,
  choices,
  field,
  columns = 3,
}: {
  legend: string;
  choices: Choice<V>[];
  field: UseFormRegisterReturn;
  columns?: 2 | 3;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className={`grid gap-3 ${columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              value={choice.value}
              className="mt-1 size-4 accent-brand-700 focus-visible:outline-none"
              {...field}
            />
            <span className="flex flex-col gap-0.5">
              <span className="text-sm font-semibold text-slate-900">{choice.label}</span>
              {choice.description && (
                <span className="text-sm text-slate-600">{choice.description}</span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
