import { type ReactNode, useId } from 'react';

export interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/**
 * Ids that tie a control to its hint and error, so both are announced with it; `control` holds
 * the attributes the input, textarea or select spreads.
 */
export function useFieldIds(id: string | undefined, hint?: string, error?: string) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return {
    inputId,
    hintId,
    errorId,
    control: {
      id: inputId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      className: `min-h-10 w-full min-w-0 rounded-md border bg-white px-3 py-2 text-base text-slate-900 ${error ? 'border-red-600' : 'border-slate-300'}`,
    },
  };
}

/** Label above, hint and error below: the frame every form control shares. */
export function FieldFrame({
  label,
  hint,
  error,
  ids,
  className = '',
  children,
}: FieldProps & {
  ids: ReturnType<typeof useFieldIds>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={ids.inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
