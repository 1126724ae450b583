import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { SANDBOX_GOOGLE, sandboxGoogleIssuer } from '../../providers/google/sandbox-issuer';
import { googlePage } from './google-page';

const tags = ['sandbox'];

/** A path on this server to come back to: starts with one '/', never '//' or a backslash (no open redirect). */
const returnTo = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'return_to must be a path on this site')
  .default('/home');

/** The parameter the app reads from the fragment when it comes back from the stand-in page. */
export const GOOGLE_TOKEN_FRAGMENT = 'google_id_token';

/** Sandbox only: a stand-in Google issuer (sign-in page, token, JWKS) that the Google verifier trusts without a client id. */
export const sandboxGoogleRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const issuer = sandboxGoogleIssuer();

  r.get(SANDBOX_GOOGLE.signInPath, {
    schema: { hide: true, querystring: z.object({ return_to: returnTo }) },
    handler: async (req, reply) =>
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(googlePage(req.query.return_to)),
  });

  r.get('/dev/google/authorize', {
    schema: {
      tags,
      summary: 'Stand-in Google: signs an ID token for the e-mail and goes back to return_to with it in the fragment',
      querystring: z.object({ email: z.string().trim().email().max(200), return_to: returnTo }),
    },
    handler: async (req, reply) => {
      const token = await issuer.issue(req.query.email, app.appConfig.wallNow());
      return reply.header('Cache-Control', 'no-store').redirect(`${req.query.return_to}#${GOOGLE_TOKEN_FRAGMENT}=${token}`);
    },
  });

  r.get(SANDBOX_GOOGLE.jwksPath, {
    schema: { tags, summary: 'Stand-in Google: the public keys its ID tokens are signed with (JWKS)' },
    handler: async () => issuer.jwks(),
  });
};
