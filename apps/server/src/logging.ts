import type { FastifyRequest } from 'fastify';

/**
 * A link's secret (?token=…, of /resetpassword and /verifyemail; the path of an invitation's
 * /join/…, also as the sign-in page's returnUrl) must not reach the logs when its page is
 * requested: everything else of the URL is kept.
 */
export function withoutSecrets(url: string): string {
  return url
    .replace(/([?&]token=)[^&#]*/gi, '$1[removed]')
    .replace(/(\/join\/|%2Fjoin%2F)[^/?&#%]*/gi, '$1[removed]');
}

/** The request as each log line shows it (Fastify's own fields, the URL without secrets). */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
