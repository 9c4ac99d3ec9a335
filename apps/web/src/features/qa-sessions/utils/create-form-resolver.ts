import type { FieldErrors, Resolver } from 'react-hook-form';
import { buildCreateRequest, type CreateSessionForm, FORM_FIELD_OF } from './create-request';

/** An empty number field reads better as what to do than as zod's type message. */
const TYPE_MESSAGES: Record<string, string> = {
  numberOfQuestions: 'Enter how many questions you want.',
  durationMinutes: 'Enter the time limit in minutes.',
};

/**
 * VALID-08 (decision 0802): the form is checked with the contract's own schema, so the browser
 * and the server refuse the same things with the same words. The request built from the form is
 * parsed; each issue goes under the form field it came from. zod loads on the first check.
 */
export function createSessionResolver(userProductId: number): Resolver<CreateSessionForm> {
  return async (values) => {
    const { qaSessionCreateRequest } = await import('@boardready/contracts/qa');
    const result = qaSessionCreateRequest.safeParse(buildCreateRequest(userProductId, values));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<CreateSessionForm> = {};
    for (const issue of result.error.issues) {
      const field = FORM_FIELD_OF[String(issue.path[0])] ?? 'root';
      if (field === 'root' || errors[field as keyof CreateSessionForm]) continue;
      const message =
        issue.code === 'invalid_type' ? (TYPE_MESSAGES[field] ?? issue.message) : issue.message;
      errors[field as keyof CreateSessionForm] = { type: issue.code, message };
    }
    if (Object.keys(errors).length === 0)
      errors.root = {
        type: 'schema',
        message: result.error.issues[0]?.message ?? 'Please check the form.',
      } as FieldErrors<CreateSessionForm>['root'];
    return { values: {}, errors };
  };
}
