import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI built from the routes' zod schemas; browsable at /api/docs, JSON at /api/docs/json. */
export const docs = fp<{ version: string }>(
  async (app: FastifyInstance, { version }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Pocket API',
          version,
          description:
            'Every answer is `{ code, msg, data }` (code 200 = success). Token-flagged calls need the headers token, ' +
            'uid, nonce (6 alphanumerics), timestamp (ms) and sign = lowercase hex MD5(uid + nonce + timestamp). ' +
            'See docs/api.md.',
        },
        components: {
          securitySchemes: {
            token: { type: 'apiKey', in: 'header', name: 'token' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'docs' },
);
