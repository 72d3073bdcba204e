import multipart from '@fastify/multipart';
import {
  DESIGN_MAX_BYTES,
  dataOf,
  designIdParamsSchema,
  designListQuerySchema,
  designListSchema,
  designMessages,
  designSchema,
  designTypeSchema,
  errorBodySchema,
  httpMessages,
  messageSchema,
  updateDesignInputSchema,
} from '@stitchworks/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  type DesignUpload,
  deleteDesign,
  getDesign,
  listDesigns,
  updateDesign,
  uploadDesign,
} from './designs.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Reads the one `design` file and the `type` field; multipart's own limits end oversized input. */
async function readDesignUpload(request: FastifyRequest): Promise<DesignUpload> {
  let data: Buffer | undefined;
  let filename: string | undefined;
  let type: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'design' || data) {
          part.file.resume();
          throw new AppError('BAD_REQUEST', designMessages.oneFileOnly);
        }
        data = await part.toBuffer();
        filename = part.filename;
      } else if (part.fieldname === 'type') {
        type = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', designMessages.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('BAD_REQUEST', designMessages.oneFileOnly);
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError('BAD_REQUEST', designMessages.fileMissing);
    }
    throw error;
  }
  if (!data) throw new AppError('BAD_REQUEST', designMessages.fileMissing);
  const parsedType = designTypeSchema.safeParse(type ?? 'embroidery');
  if (!parsedType.success) {
    throw new AppError('VALIDATION_ERROR', undefined, [
      { path: 'type', message: parsedType.error.issues[0]?.message ?? httpMessages.validation },
    ]);
  }
  return { data, filename, type: parsedType.data };
}

export const designsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so these limits apply to the design routes only.
  await app.register(multipart, {
    limits: { fileSize: DESIGN_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
  });

  app.post(
    '/api/designs',
    {
      schema: {
        tags: ['designs'],
        summary: 'Upload one design (multipart: design, type); PNG, JPEG or WebP only',
        description:
          'The file is checked by its content: up to 15 MB and 8000 x 8000 pixels. A refused file is not stored.',
        consumes: ['multipart/form-data'],
        response: {
          201: dataOf(designSchema),
          ...errors,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const upload = await readDesignUpload(request);
      const design = await uploadDesign(app.db, app.storage, user, upload);
      return reply.status(201).send({ data: design });
    },
  );

  app.get(
    '/api/designs',
    {
      schema: {
        tags: ['designs'],
        summary: 'The seller’s own designs, newest first',
        querystring: designListQuerySchema,
        response: { 200: dataOf(designListSchema), ...errors },
      },
    },
    async (request) => ({
      data: await listDesigns(app.db, app.storage, currentUser(request), request.query),
    }),
  );

  app.get(
    '/api/designs/:id',
    {
      schema: {
        tags: ['designs'],
        summary: 'One of the seller’s designs',
        params: designIdParamsSchema,
        response: { 200: dataOf(designSchema), ...errors, 404: errorBodySchema },
      },
    },
    async (request) => ({
      data: await getDesign(app.db, app.storage, currentUser(request), request.params.id),
    }),
  );

  app.put(
    '/api/designs/:id',
    {
      schema: {
        tags: ['designs'],
        summary: 'Rename a design or change its type',
        params: designIdParamsSchema,
        body: updateDesignInputSchema,
        response: { 200: dataOf(designSchema), ...errors, 404: errorBodySchema },
      },
    },
    async (request) => ({
      data: await updateDesign(
        app.db,
        app.storage,
        currentUser(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/designs/:id',
    {
      schema: {
        tags: ['designs'],
        summary: 'Remove a design from the seller’s library',
        params: designIdParamsSchema,
        response: { 200: dataOf(messageSchema), ...errors, 404: errorBodySchema },
      },
    },
    async (request) => {
      await deleteDesign(app.db, currentUser(request), request.params.id);
      return { data: { message: designMessages.deleted } };
    },
  );
};
