import type {
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { CallSchemas, Contract } from '@pocket/contracts/api/contract';

export type ZodApp = Pick<FastifyInstance, 'route'> & { withTypeProvider: FastifyInstance['withTypeProvider'] };

/** The Fastify schema a call (a borrower's contract or a staff call) gives its route: params, query string, body and the 200 answer. */
export type SchemaOf<C extends CallSchemas> = {
  params: C['params'];
  querystring: C['query'];
  body: C['body'];
  response: C['answer'] extends undefined ? undefined : { 200: C['answer'] };
};

/** What any route adds to its call: the OpenAPI document's grouping and line, the handler; bodyLimit and onRequest as Fastify takes them. */
export interface RouteOfCall<C extends CallSchemas> extends Pick<RouteShorthandOptions, 'bodyLimit' | 'onRequest'> {
  tags: string[];
  summary: string;
  handler: RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteGenericInterface, FastifyContextConfig, SchemaOf<C>, ZodTypeProvider>;
}

/** What a route adds to its contract. */
export interface ContractRoute<C extends Contract> extends RouteOfCall<C> {
  /** Route extras other than the auth rule, which is the contract's (e.g. sessionRead). */
  config?: Omit<FastifyContextConfig, 'auth'>;
}

/** The route's Fastify schema from its call's schemas, with its OpenAPI grouping and line. */
export function schemaOfCall(call: CallSchemas, tags: string[], summary: string) {
  return {
    tags,
    summary,
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body ? { body: call.body } : {}),
    ...(call.answer ? { response: { 200: call.answer } } : {}),
  };
}

/**
 * Registers a call's route from its contract (decision 0040): the method, path, auth rule and schemas are the
 * contract's, so they are written once, beside the web's endpoint that uses the same call.
 */
export function routeFromContract<C extends Contract>(app: ZodApp, contract: C, route: ContractRoute<C>): void {
  const { tags, summary, config, handler, ...options } = route;
  const schema = schemaOfCall(contract, tags, summary);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    ...options,
    config: { ...config, auth: contract.auth },
    schema,
    handler: handler as RouteHandlerMethod,
  });
}
