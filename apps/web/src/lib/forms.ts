import { useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import { ApiError } from './api-client';

/**
 * A react-hook-form resolver for a shared contract schema that loads zod and the schema on the
 * first validation, so a form renders without them (they are the bulk of a form's JavaScript).
 * The values handed to onSubmit are the schema's output (trimmed, lower-cased e-mail…).
 */
export function lazyZodResolver<In extends FieldValues, Out extends FieldValues = In>(
  loadSchema: () => Promise<ZodType<Out, In>>,
): Resolver<In, unknown, Out> {
  let resolver: Resolver<In, unknown, Out> | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      const [{ zodResolver }, schema] = await Promise.all([
        import('@hookform/resolvers/zod'),
        loadSchema(),
      ]);
      resolver = zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>;
    }
    return resolver(values, context, options);
  };
}

/**
 * Puts the server's per-field messages under their fields and returns the sentence for the
 * form's alert, so that what the server says is what the user reads.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string {
  if (error instanceof ApiError) {
    for (const [name, message] of Object.entries(error.fields ?? {})) {
      if ((fields as readonly string[]).includes(name))
        setError(name as Path<T>, { type: 'server', message });
    }
    return error.message;
  }
  return 'We could not reach the server. Check your connection and try again.';
}

/**
 * A form that submits to the server: client validation by its resolver, then `submit`; a failure
 * puts the server's field messages under their fields and its sentence in `formError`.
 */
export function useServerForm<In extends FieldValues, Out extends FieldValues>(options: {
  resolver: Resolver<In, unknown, Out>;
  defaultValues: DefaultValues<In>;
  /** fields the server may name in a 400 */
  serverFields: readonly Path<In>[];
  submit: (values: Out) => Promise<unknown>;
}) {
  const [formError, setFormError] = useState<string>();
  const form = useForm<In, unknown, Out>({
    resolver: options.resolver,
    defaultValues: options.defaultValues,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await options.submit(values);
    } catch (error) {
      setFormError(applyServerError(error, form.setError, options.serverFields));
    }
  });
  return { ...form, onSubmit, formError };
}
