import type { MocBoard } from '@boardready/contracts/cme-rules';
import { buildPath } from '@boardready/contracts/route-ref';
import { routes } from '@boardready/contracts/routes';
import { buildUrl } from '@/lib/api-client';

/**
 * The PDFs as download links: GET /api/2.0/cme/claims/{claimId}/certificate.pdf and
 * GET /api/2.0/cme/transcript.pdf?year=…&board=…; the browser saves the attachment the server names.
 */
export const certificateHref = (claimId: number) =>
  buildUrl(buildPath(routes.cme.certificate.path, { claimId }));

export const transcriptHref = (year: number, board?: MocBoard) =>
  buildUrl(routes.cme.transcript.path, { year, board });

/** The file names the links suggest (the server's attachment name wins where it gives one). */
export const certificateFileName = (claimId: number) => `cme-certificate-${claimId}.pdf`;
export const transcriptFileName = (year: number, board?: MocBoard) =>
  board ? `moc-${board.toLowerCase()}-${year}.pdf` : `cme-transcript-${year}.pdf`;
