import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps, useFieldIds } from './field';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldProps {
  /** a length counter under the field, e.g. '120 / 2,000' (red once over) */
  counter?: { used: number; max: number };
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input, announced with its hint and error like TextField. */
export function TextArea({
  label,
  error,
  hint,
  counter,
  id,
  className = '',
  ref,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id, hint, error);
  const over = counter ? counter.used > counter.max : false;
  return (
    <FieldFrame label={label} hint={hint} error={error} ids={ids} className={className}>
      <textarea
        ref={ref}
        {...ids.control}
        className={`${ids.control.className} min-h-40 resize-y`}
        {...rest}
      />
      {counter && (
        <p
          className={`self-end text-xs whitespace-nowrap ${over ? 'font-semibold text-red-700' : 'text-slate-600'}`}
        >
          {counter.used.toLocaleString('en-US')} / {counter.max.toLocaleString('en-US')}
        </p>
      )}
    </FieldFrame>
  );
}
