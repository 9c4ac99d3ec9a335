import {
  type FieldError,
  type FieldValues,
  type FormState,
  get,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field';

/** What a field needs of a react-hook-form form: useForm's or useServerForm's answer. */
export interface FormBinding<T extends FieldValues> {
  register: UseFormRegister<T>;
  // The form's values are read from `register` alone (FormState's partial types would widen them).
  formState: FormState<NoInfer<T>>;
}

/**
 * A form value's registration and its error message, to spread into any labelled control
 * (TextField, SelectField, TextArea), which announces the error with it.
 */
export function bindField<T extends FieldValues>(form: FormBinding<T>, name: Path<NoInfer<T>>) {
  const error: FieldError | undefined = get(form.formState.errors, name);
  return {
    error: error?.message,
    ...form.register(name),
  };
}

export interface FormTextFieldProps<T extends FieldValues>
  extends Omit<TextFieldProps, 'form' | 'name' | 'error' | 'ref' | 'onChange' | 'onBlur'> {
  form: FormBinding<T>;
  name: Path<NoInfer<T>>;
}

/** A labelled input bound to one value of a form, its error under it. */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  ...rest
}: FormTextFieldProps<T>) {
  return <TextField {...rest} {...bindField(form, name)} />;
}
