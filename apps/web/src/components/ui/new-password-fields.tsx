import { NEW_PASSWORD_HINT } from '@boardready/contracts/password-rules';
import type { FieldValues, Path } from 'react-hook-form';
import type { FormBinding } from './form-field';
import { PasswordField } from './password-field';

/** A password being chosen: marked as new, the password rule as its hint. */
export function NewPasswordField<T extends FieldValues>({
  form,
  name,
  label = 'New password',
}: {
  form: FormBinding<T>;
  name: Path<T>;
  label?: string;
}) {
  return (
    <PasswordField
      form={form}
      name={name}
      label={label}
      autoComplete="new-password"
      hint={NEW_PASSWORD_HINT}
    />
  );
}

/**
 * A new password and its repeat, both marked as new so that password managers offer to generate
 * and save one (the reset and change forms).
 */
export function NewPasswordFields<T extends FieldValues>({
  form,
  password,
  confirm,
  className,
}: {
  form: FormBinding<T>;
  /** the names of the two values in the form */
  password: Path<T>;
  confirm: Path<T>;
  className?: string;
}) {
  return (
    <div className={className}>
      <NewPasswordField form={form} name={password} />
      <PasswordField
        form={form}
        name={confirm}
        label="Repeat the new password"
        autoComplete="new-password"
      />
    </div>
  );
}
