import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-field';

/**
 * A password field; `autoComplete` tells password managers whether to fill the saved password
 * (current-password) or offer to generate and save one (new-password).
 */
export function PasswordField<T extends FieldValues>({
  label = 'Password',
  ...rest
}: Omit<FormTextFieldProps<T>, 'label' | 'type' | 'autoComplete'> & {
  label?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  return <FormTextField label={label} type="password" {...rest} />;
}
