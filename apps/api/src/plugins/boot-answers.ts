import type { FastifyInstance } from 'fastify';

import { bootCallsFor } from '@pocket/contracts/boot-answers';

const isOkEnvelope = (body: unknown): boolean => typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 200;

/**
 * The boot answers of a route's page (`@pocket/contracts/boot-answers`): each anonymous start-up call of the page's
 * first screen, answered by the server's own route (through `inject`: the same hooks, handler and serializer as over
 * the wire), by URL (the page writes them as the element the api-client reads, `bootAnswersElement`, and the server's
 * render answers its queries from them). A call that does not answer code 200 is left out (the client then asks for
 * it as usual).
 */
export async function bootAnswersOf(app: FastifyInstance, pathname: string, search: string): Promise<Record<string, unknown>> {
  const calls = bootCallsFor(pathname, search);
  const answered = await Promise.all(
    calls.map(async (url) => {
      try {
        const response = await app.inject({ method: 'GET', url });
        if (response.statusCode !== 200) return null;
        const body: unknown = response.json();
        return isOkEnvelope(body) ? ([url, body] as const) : null;
      } catch (error) {
        app.log.warn({ url, err: error }, 'boot answer left out');
        return null;
      }
    }),
  );
  return Object.fromEntries(answered.filter((entry) => entry !== null));
}
