import type { BodyOf, endpointGroups } from '@boardready/contracts';
import { routes } from '@boardready/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ContactMessageInput = BodyOf<(typeof endpointGroups)['contact']['send']>;

export const sendContactMessage = (body: ContactMessageInput) =>
  apiRequest(routes.contact.send, { body });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
