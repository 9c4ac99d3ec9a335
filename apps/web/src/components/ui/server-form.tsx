import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from './alert';

/**
 * A form that useServerForm drives: the schema's messages instead of the browser's own checks
 * (noValidate), and the server's sentence for a failed submit above the fields.
 */
export function ServerForm({
  form,
  label,
  intro,
  className = 'flex flex-col gap-4',
  children,
}: {
  form: { onSubmit: FormEventHandler<HTMLFormElement>; formError?: string | undefined };
  /** the form's accessible name */
  label: string;
  /** what stands above the failure sentence */
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={form.onSubmit} noValidate className={className} aria-label={label}>
      {intro}
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      {children}
    </form>
  );
}
