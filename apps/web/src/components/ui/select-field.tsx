import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps, useFieldIds } from './field';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldProps {
  options: readonly { value: string; label: string }[];
  /** the first, empty choice ('Choose…'); omit when a value is always chosen */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select: the platform's own picker, best on phones. */
export function SelectField({
  label,
  error,
  hint,
  id,
  className = '',
  options,
  placeholder,
  ref,
  ...rest
}: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} hint={hint} error={error} ids={ids} className={className}>
      <select ref={ref} {...ids.control} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
