import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { RESPONSE_CODE } from '@pocket/contracts/constants';

import { AppError } from './errors';

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

/** The envelope answers of errors: 400 naming the field, AppError as is, nothing internal in a 5xx. */
export const envelope = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
      const known: unknown = error;
      if (known instanceof AppError) {
        return reply.code(known.code).send({ code: known.code, msg: known.message, data: known.data });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const context = error.validationContext;
        const input = context ? (request as unknown as Record<string, unknown>)[context === 'querystring' ? 'query' : context] : undefined;
        const msg = describeIssue(error.validation[0] as Issue, context, input);
        return reply.code(400).send({ code: RESPONSE_CODE.badRequest, msg, data: null });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own 4xx (bad JSON, body too large, wrong content type) carry safe messages.
        return reply.code(status).send({ code: status, msg: error.message, data: null });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ code: RESPONSE_CODE.serverError, msg: 'Something went wrong, please try again later', data: null });
    });
  },
  { name: 'envelope' },
);
