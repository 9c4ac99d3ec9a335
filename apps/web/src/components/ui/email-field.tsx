import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-field';

/**
 * An e-mail address field: the e-mail keyboard on phones and the browser's saved address
 * (`autoComplete="username"` where it signs in, so password managers pair it with the password).
 */
export function EmailField<T extends FieldValues>({
  label = 'E-mail',
  autoComplete = 'email',
  ...rest
}: Omit<FormTextFieldProps<T>, 'label' | 'type' | 'autoComplete'> & {
  label?: string;
  autoComplete?: 'email' | 'username';
}) {
  return <FormTextField label={label} type="email" autoComplete={autoComplete} {...rest} />;
}
