import type { FieldValues, Path } from 'react-hook-form';
import { type FormBinding, FormTextField } from './form-field';

/** First and last name side by side (a column on phones), as the browser fills them in. */
export function NameFields<T extends FieldValues & { firstName: string; lastName: string }>({
  form,
}: {
  form: FormBinding<T>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField
        form={form}
        name={'firstName' as Path<T>}
        label="First name"
        autoComplete="given-name"
      />
      <FormTextField
        form={form}
        name={'lastName' as Path<T>}
        label="Last name"
        autoComplete="family-name"
      />
    </div>
  );
}
