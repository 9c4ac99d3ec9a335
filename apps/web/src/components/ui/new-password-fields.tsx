import { NEW_PASSWORD_HINT } from '@boardready/contracts/password-rules';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

interface PasswordInput {
  registration: UseFormRegisterReturn;
  error?: string;
}

/**
 * A new password and its repeat: the password rule as the first one's hint, both marked as new
 * so that password managers offer to generate and save one (the reset and change forms).
 */
export function NewPasswordFields({
  password,
  confirm,
  className,
}: {
  password: PasswordInput;
  confirm: PasswordInput;
  className?: string;
}) {
  return (
    <div className={className}>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        error={password.error}
        {...password.registration}
      />
      <TextField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        error={confirm.error}
        {...confirm.registration}
      />
    </div>
  );
}
