import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI built from the routes' zod schemas; browsable at /api/docs, JSON at /api/docs/json. */
export const docs = fp<{ version: string }>(
  async (app: FastifyInstance, { version }) => {
    // Loaded only when the docs are on (off in production).
    const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([import('@fastify/swagger'), import('@fastify/swagger-ui')]);
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
            token: { type: 'apiKey', in: 'header', name: 'token', description: 'Session token from mobileLogin' },
            uid: { type: 'apiKey', in: 'header', name: 'uid', description: 'Random UUID per login session; the session keeps the uid of its first signed call' },
            nonce: { type: 'apiKey', in: 'header', name: 'nonce', description: '6 random letters or digits per request' },
            timestamp: { type: 'apiKey', in: 'header', name: 'timestamp', description: 'Date.now() in ms (within 300 s)' },
            sign: { type: 'apiKey', in: 'header', name: 'sign', description: 'lowercase hex MD5(uid + nonce + timestamp)' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'docs' },
);
