import multipart from '@fastify/multipart';
import {
  acceptEmbInputSchema,
  assignEmbInputSchema,
  createEmbInputSchema,
  dataOf,
  designerListSchema,
  embListQuerySchema,
  embListSchema,
  embMessages,
  embSchema,
  errorBodySchema,
  idParamsSchema,
  messageSchema,
  rejectEmbInputSchema,
  STITCH_FILE_MAX_BYTES,
  updateEmbInputSchema,
} from '@stitchworks/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { StoredFile } from '../../plugins/storage.ts';
import { readStitchUpload } from './emb-files.ts';
import {
  acceptEmb,
  approveEmb,
  assignEmb,
  createEmb,
  declineEmb,
  deleteEmb,
  embPreviewSvg,
  getEmb,
  listDesigners,
  listEmbs,
  openEmbFile,
  rejectEmb,
  updateEmbNote,
  uploadEmbFile,
} from './embs.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['embs'];
const params = idParamsSchema;
const changed = { 200: dataOf(embSchema).extend({ message: z.string() }), ...errors };

/** Sends a stored stitch file as a download under its sanitised name. */
function sendAttachment(reply: FastifyReply, file: StoredFile, fileName: string) {
  if (file.size !== undefined) reply.header('Content-Length', file.size);
  return reply
    .header('Content-Type', 'application/octet-stream')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}

/** Digitizing jobs (spec 03 §7): the designer's stitch files, their review and their cost. */
export const embsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so these limits apply to the stitch file upload only.
  await app.register(multipart, {
    limits: { fileSize: STITCH_FILE_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  });

  app.get(
    '/api/embs',
    {
      schema: {
        tags,
        summary:
          'Digitizing jobs by status, designer and keyword (seller name or e-mail, order id, file name), with counts per status; a designer sees only their own',
        querystring: embListQuerySchema,
        response: { 200: dataOf(embListSchema), ...errors },
      },
    },
    async (request) => ({ data: await listEmbs(app.db, currentUser(request), request.query) }),
  );

  app.get(
    '/api/embs/designers',
    {
      schema: {
        tags,
        summary: 'Active designers with their open jobs (assigned or uploaded)',
        response: { 200: dataOf(designerListSchema), ...errors },
      },
    },
    async () => ({ data: await listDesigners(app.db) }),
  );

  app.get(
    '/api/embs/:id',
    {
      schema: {
        tags,
        summary: 'One digitizing job (a designer: only one assigned to them)',
        params,
        response: { 200: dataOf(embSchema), ...errors },
      },
    },
    async (request) => ({
      data: await getEmb(app.db, currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/api/embs',
    {
      schema: {
        tags,
        summary:
          'Open a job for the design at {location} of an item of a paid order {orderItemId, note}; 409 when the design has one',
        body: createEmbInputSchema,
        response: { 201: dataOf(embSchema).extend({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createEmb(app.db, request.body), message: embMessages.created }),
  );

  app.put(
    '/api/embs/:id',
    {
      schema: {
        tags,
        summary: 'Change the instructions the designer reads {note}',
        params,
        body: updateEmbInputSchema,
        response: changed,
      },
    },
    async (request) => ({
      data: await updateEmbNote(app.db, currentUser(request), request.params.id, request.body.note),
      message: embMessages.saved,
    }),
  );

  app.post(
    '/api/embs/:id/assign',
    {
      schema: {
        tags,
        summary: 'Give the job to an active designer {designerId} (until it is accepted)',
        params,
        body: assignEmbInputSchema,
        response: changed,
      },
    },
    async (request) => ({
      data: await assignEmb(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.designerId,
      ),
      message: embMessages.assigned,
    }),
  );

  app.post(
    '/api/embs/:id/upload',
    {
      schema: {
        tags,
        summary: 'Upload the stitch file (multipart: file), DST or PES, up to 10 MB',
        description:
          'The assigned designer or a reviewer, while the job is assigned or uploaded (a new file replaces the old). The file is checked by its content: a DST must read whole, a PES carry its magic bytes. A refused file is not stored.',
        consumes: ['multipart/form-data'],
        params,
        response: { ...changed, 413: errorBodySchema },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const upload = await readStitchUpload(request);
      return {
        data: await uploadEmbFile(app.db, app.storage, caller, request.params.id, upload),
        message: embMessages.uploaded,
      };
    },
  );

  app.post(
    '/api/embs/:id/accept',
    {
      schema: {
        tags,
        summary:
          'Accept the uploaded file {waiveCharge}: the designer’s cost and the seller’s charge from the tier of its stitches; waiting orders go to production',
        params,
        body: acceptEmbInputSchema.optional(),
        response: changed,
      },
    },
    async (request) => ({
      data: await acceptEmb(app.db, currentUser(request), request.params.id, request.body ?? {}),
      message: embMessages.accepted,
    }),
  );

  app.post(
    '/api/embs/:id/reject',
    {
      schema: {
        tags,
        summary: 'Send the uploaded file back to the designer {reason}',
        params,
        body: rejectEmbInputSchema,
        response: changed,
      },
    },
    async (request) => ({
      data: await rejectEmb(app.db, currentUser(request), request.params.id, request.body.reason),
      message: embMessages.rejected,
    }),
  );

  app.post(
    '/api/embs/:id/approve',
    {
      schema: {
        tags,
        summary:
          'The seller approves the stitch-out of their design; waiting orders go to production',
        params,
        response: changed,
      },
    },
    async (request) => ({
      data: await approveEmb(app.db, currentUser(request), request.params.id),
      message: embMessages.approved,
    }),
  );

  app.post(
    '/api/embs/:id/decline',
    {
      schema: {
        tags,
        summary: 'The seller sends the stitch-out back to the designer {reason}',
        params,
        body: rejectEmbInputSchema,
        response: changed,
      },
    },
    async (request) => ({
      data: await declineEmb(app.db, currentUser(request), request.params.id, request.body.reason),
      message: embMessages.declined,
    }),
  );

  app.delete(
    '/api/embs/:id',
    {
      schema: {
        tags,
        summary: 'Delete a job that is not accepted, with its stitch file',
        params,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteEmb(app.db, app.storage, currentUser(request), request.params.id);
      return { message: embMessages.deleted };
    },
  );

  app.get(
    '/api/embs/:id/file',
    {
      schema: {
        tags,
        summary: 'The stitch file, as a download',
        params,
        produces: ['application/octet-stream'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { file, fileName } = await openEmbFile(
        app.db,
        app.storage,
        currentUser(request),
        request.params.id,
      );
      return sendAttachment(reply, file, fileName);
    },
  );

  app.get(
    '/api/embs/:id/preview.svg',
    {
      schema: {
        tags,
        summary: 'The drawing of the DST’s stitches, at its real size (404 when none was read)',
        params,
        produces: ['image/svg+xml'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const svg = await embPreviewSvg(app.db, currentUser(request), request.params.id);
      return reply
        .header('Content-Type', 'image/svg+xml')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-cache')
        .send(svg);
    },
  );
};
