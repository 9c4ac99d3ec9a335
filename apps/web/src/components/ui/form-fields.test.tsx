import { NEW_PASSWORD_HINT } from '@boardready/contracts/password-rules';
import { act, render, screen } from '@testing-library/react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { describe, expect, test } from 'vitest';
import { EmailField } from './email-field';
import { NameFields } from './name-fields';
import { NewPasswordFields } from './new-password-fields';
import { PasswordField } from './password-field';
import { ServerForm } from './server-form';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  currentPassword: string;
  password: string;
  confirm: string;
}

function renderForm() {
  let form!: UseFormReturn<Values>;
  function Form() {
    form = useForm<Values>();
    return (
      <form>
        <NameFields form={form} />
        <EmailField form={form} name="email" autoComplete="username" />
        <PasswordField form={form} name="currentPassword" autoComplete="current-password" />
        <NewPasswordFields form={form} password="password" confirm="confirm" />
      </form>
    );
  }
  render(<Form />);
  return () => form;
}

describe('the form field blocks', () => {
  test('each field is labelled, typed and filled in by the browser as its kind', () => {
    renderForm();
    const attributes = (label: string) => {
      const input = screen.getByLabelText(label);
      return [input.getAttribute('type'), input.getAttribute('autocomplete')];
    };
    expect(attributes('First name')).toEqual([null, 'given-name']);
    expect(attributes('Last name')).toEqual([null, 'family-name']);
    expect(attributes('E-mail')).toEqual(['email', 'username']);
    expect(attributes('Password')).toEqual(['password', 'current-password']);
    expect(attributes('New password')).toEqual(['password', 'new-password']);
    expect(attributes('Repeat the new password')).toEqual(['password', 'new-password']);
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(NEW_PASSWORD_HINT);
  });

  test("a value's error shows under its field and is announced with it", () => {
    const form = renderForm();
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    act(() => {
      form().setError('email', { message: 'Enter your e-mail address.' });
      form().setError('password', { message: 'Too short.' });
    });
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      `${NEW_PASSWORD_HINT} Too short.`,
    );
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
  });
});

describe('the server form', () => {
  test("is named, leaves checks to the schema and shows the server's sentence after its intro", () => {
    render(
      <ServerForm
        form={{ onSubmit: () => {}, formError: 'We could not reach the server.' }}
        label="Sign in"
        intro={<p>Enter your address.</p>}
      >
        <button type="submit">Go</button>
      </ServerForm>,
    );
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(form).toHaveAttribute('novalidate');
    expect(form.firstElementChild).toHaveTextContent('Enter your address.');
    expect(form.children[1]).toHaveTextContent('We could not reach the server.');
  });
});
