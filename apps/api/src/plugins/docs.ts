import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
    transform: jsonSchemaTransform,
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
