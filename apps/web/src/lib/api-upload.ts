import type { Endpoint } from '@boardready/contracts';
import { buildPath, type RouteRef } from '@boardready/contracts/route-ref';
import { ApiError, answerOf, type EndpointOf, type Out, type RequestInput } from './api-client';
import { buildUrl, NO_CACHE_HEADERS } from './request-conventions';

export interface UploadInput<E extends Endpoint> {
  params?: RequestInput<E>['params'];
  query?: RequestInput<E>['query'];
  file: Blob;
  /** the file's Content-Type: one of the endpoint's upload types */
  type: string;
  /** called as the bytes go out, with the share sent so far (0 to 1) */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/** Cancelling an upload: what the caller's catch sees. */
export class UploadCancelled extends Error {
  constructor() {
    super('The upload was cancelled.');
    this.name = 'UploadCancelled';
  }
}

/**
 * Sends a file to an upload endpoint (its contract's `upload`) as the request's body, with the
 * answer read as apiRequest reads one. Through XMLHttpRequest, not fetch: only it reports an
 * upload's progress, which a file of hundreds of megabytes needs.
 */
export function uploadFile<R extends RouteRef<Endpoint>>(
  endpoint: R,
  input: UploadInput<EndpointOf<R>>,
): Promise<Out<EndpointOf<R>['response']>> {
  const path = buildPath(endpoint.path, input.params as Record<string, unknown> | undefined);
  const url = buildUrl(path, input.query as Record<string, unknown> | undefined);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, url);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(NO_CACHE_HEADERS)) {
      if (name !== 'Content-Type') request.setRequestHeader(name, value);
    }
    request.setRequestHeader('Content-Type', input.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) input.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      answerOf(path, request.status, request.responseText).then(
        (data) => resolve(data as Out<EndpointOf<R>['response']>),
        reject,
      );
    };
    request.onerror = () =>
      reject(
        new ApiError(
          0,
          'network_error',
          'The upload did not reach the server. Check your connection and try again.',
        ),
      );
    request.onabort = () => reject(new UploadCancelled());
    input.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(input.file);
  });
}
