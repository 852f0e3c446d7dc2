import type { FastifyReply } from 'fastify';
import type { DocumentPdf } from '../domain/documents/document-pdf.ts';

/** Sends a PDF to be shown in the browser (Preview) or saved under its document number. */
export function sendPdf(reply: FastifyReply, pdf: DocumentPdf, cache: 'private' | 'no-store' = 'private') {
  reply
    .header('content-disposition', `inline; filename="${pdf.fileName}"`)
    .header('cache-control', cache === 'private' ? 'private, no-cache' : 'no-store')
    .type('application/pdf');
  return reply.send(pdf.bytes);
}
