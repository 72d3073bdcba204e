import { STATUS_CODES } from 'node:http';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { routeKey } from './access.ts';
import { uploadBodies } from './upload-bodies.ts';

/** What the API reference page may load: itself, inline styles (Swagger UI), data: images. */
export const docsContentSecurityPolicy = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'form-action': ["'self'"],
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Schema = Record<string, unknown>;

/**
 * The routes' zod schemas as JSON schemas (fastify-type-provider-zod), and what they cannot say:
 * an error answer is always the JSON error body, whatever type the route's success has (a CSV, a
 * PDF, a stitch file), and an upload's multipart body (upload-bodies.ts) is documented though no
 * schema validates it.
 */
export function documentRoute(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const { route } = input as TransformInput & { route: { method: string | string[] } };
  const method = [route.method].flat()[0] ?? 'GET';
  const upload = uploadBodies[routeKey(method, input.url)];
  const result = jsonSchemaTransform(input);
  const schema = result.schema as Schema | undefined;
  if (!schema || schema.hide) return result;
  const response = (schema.response ?? {}) as Record<string, Schema>;
  for (const [status, answer] of Object.entries(response)) {
    if (Number(status) < 400 || 'content' in answer) continue;
    response[status] = {
      description: STATUS_CODES[Number(status)],
      content: { 'application/json': { schema: answer } },
    };
  }
  if (upload) {
    const bodyOf = (body: unknown) =>
      (jsonSchemaTransform({ ...input, schema: { body } } as TransformInput).schema as Schema).body;
    schema.body = {
      content: {
        ...(upload.json ? { 'application/json': { schema: bodyOf(upload.json) } } : {}),
        'multipart/form-data': { schema: bodyOf(upload.multipart) },
      },
    };
  }
  return result;
}

/** The OpenAPI document is generated from the routes' zod schemas, never written by hand. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      // 3.0, not 3.1: Swagger UI resolves a 3.1 document through a much slower path (about 7 s
      // against 3 s to draw this API on a 2-core machine).
      openapi: '3.0.3',
      info: {
        title: 'Stitchworks API',
        description: 'Seller portal and back office of an embroidery fulfilment business.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        },
      },
    },
    transform: documentRoute,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No call to the public validator: the page loads nothing from elsewhere. Tags open folded:
    // drawing every one of 200-odd operations at once made the page slow to become usable.
    uiConfig: {
      validatorUrl: null,
      docExpansion: 'none',
      filter: true,
      defaultModelsExpandDepth: -1,
      syntaxHighlight: false,
    },
    // The page's own policy (it replaces the app's on /api/docs): Swagger UI sets inline styles,
    // and a plain-http install must not be told to upgrade its requests.
    staticCSP: docsContentSecurityPolicy,
  });
});
