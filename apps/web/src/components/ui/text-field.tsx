import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, type FieldProps, useFieldIds } from './field';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldProps {
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error and hint are announced with it (aria-describedby). */
export function TextField({
  label,
  error,
  hint,
  id,
  className = '',
  ref,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} hint={hint} error={error} ids={ids} className={className}>
      <input ref={ref} {...ids.control} {...rest} />
    </FieldFrame>
  );
}
