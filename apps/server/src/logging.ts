import type { FastifyRequest } from 'fastify';

/**
 * A link's secret (?token=…, of /resetpassword and /verifyemail) must not reach the logs when
 * its page is requested: everything else of the URL is kept.
 */
export function withoutSecrets(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[removed]');
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
