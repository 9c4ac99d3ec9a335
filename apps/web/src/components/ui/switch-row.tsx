import { type InputHTMLAttributes, type Ref, useId } from 'react';

/**
 * An on/off setting (a preference, a feature flag): a native checkbox announced as a switch
 * (aria-checked mirrors it), with its label and explanation. Native, so it costs no script beyond
 * the form. `field` is a react-hook-form registration or the input's own props.
 */
export function SwitchRow({
  label,
  description,
  field,
  checked,
}: {
  label: string;
  description: string;
  field: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  checked: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-slate-600">
          {description}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-description`}
        className="relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-700 checked:before:translate-x-5"
        {...field}
      />
    </div>
  );
}
