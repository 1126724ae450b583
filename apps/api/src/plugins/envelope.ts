import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { RESPONSE_CODE } from '@pocket/contracts/constants';

import { translateError } from '../i18n';
import { AppError } from './errors';
import { API_HEADERS } from './security-headers';

interface Issue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { expected?: string };
}

const WHERE: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** "mobile: Please enter the correct ..." from a zod validation error, naming the field and the rule. */
function describeIssue(issue: Issue | undefined, context: string | undefined, input: unknown): string {
  if (!issue) return 'Invalid request';
  const segments = issue.instancePath?.split('/').filter(Boolean) ?? [];
  const field = segments.join('.') || WHERE[context ?? ''] || 'request';
  let value: unknown = input;
  for (const segment of segments) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined;
  if (segments.length > 0 && value === undefined && issue.keyword !== 'custom') return `${field} is required`;
  if (issue.keyword === 'invalid_type') return `${field} must be a ${issue.params?.expected ?? 'valid value'}`;
  return `${field}: ${issue.message ?? 'is invalid'}`;
}

/** Fastify's own refusals in words a client may show, without the framework's error codes. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address of this call is not valid',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type: send application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

/** Fastify's `frameworkErrors` option: a bad URL (`GET /api/%`) answers the envelope like any other refusal. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('X-Request-Id', request.id);
  if (request.url.startsWith('/api')) reply.headers(API_HEADERS);
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send({ code: status, msg: FRAMEWORK_MESSAGES[error.code] ?? 'The request is not valid', data: null });
}

/** The envelope answers of errors: 400 naming the field, AppError as is, nothing internal in a 5xx. */
export const envelope = fp(
  async (app: FastifyInstance) => {
    // A known path with another method answers 405 (with Allow) instead of 404; unknown paths stay 404 (static-web).
    const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
    // A callback hook (no promise per request); answering from it means not calling done.
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.is404 || !request.url.startsWith('/api/')) return done();
      const url = request.url.split('?')[0]!;
      const allowed = METHODS.filter((method) => method !== request.method && app.findRoute({ method, url }) !== null);
      if (allowed.length === 0) return done();
      reply.header('Allow', allowed.join(', '));
      reply.code(405).send({ code: 405, msg: `${request.method} is not allowed here; use ${allowed.join(' or ')}`, data: null });
    });
    app.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
      const known: unknown = error;
      if (known instanceof AppError) {
        return reply.code(known.code).send({ code: known.code, msg: translateError(known.message, request.client?.lang), data: known.data });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const context = error.validationContext;
        const input = context ? (request as unknown as Record<string, unknown>)[context === 'querystring' ? 'query' : context] : undefined;
        const msg = describeIssue(error.validation[0] as Issue, context, input);
        return reply.code(400).send({ code: RESPONSE_CODE.badRequest, msg: translateError(msg, request.client?.lang), data: null });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own 4xx (bad JSON, body too large, wrong content type), in our words: no framework codes.
        const msg = FRAMEWORK_MESSAGES[error.code] ?? (error.code?.startsWith('FST_') ? 'The request is not valid' : error.message);
        return reply.code(status).send({ code: status, msg, data: null });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ code: RESPONSE_CODE.serverError, msg: translateError('Something went wrong, please try again later', request.client?.lang), data: null });
    });
  },
  { name: 'envelope' },
);
