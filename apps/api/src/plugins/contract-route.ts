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

import type { Contract } from '@pocket/contracts/api/contract';

type ZodApp = Pick<FastifyInstance, 'route'> & { withTypeProvider: FastifyInstance['withTypeProvider'] };

/** The Fastify schema a contract gives its route: params, query string, body and the 200 answer. */
export type SchemaOf<C extends Contract> = {
  params: C['params'];
  querystring: C['query'];
  body: C['body'];
  response: C['answer'] extends undefined ? undefined : { 200: C['answer'] };
};

/** What a route adds to its contract; bodyLimit and onRequest as Fastify takes them. */
export interface ContractRoute<C extends Contract> extends Pick<RouteShorthandOptions, 'bodyLimit' | 'onRequest'> {
  /** The OpenAPI document's grouping and one line on what the call does. */
  tags: string[];
  summary: string;
  /** Route extras other than the auth rule, which is the contract's (e.g. sessionRead). */
  config?: Omit<FastifyContextConfig, 'auth'>;
  handler: RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteGenericInterface, FastifyContextConfig, SchemaOf<C>, ZodTypeProvider>;
}

/**
 * Registers a call's route from its contract (decision 0040): the method, path, auth rule and schemas are the
 * contract's, so they are written once, beside the web's endpoint that uses the same call.
 */
export function routeFromContract<C extends Contract>(app: ZodApp, contract: C, route: ContractRoute<C>): void {
  const { tags, summary, config, handler, ...options } = route;
  const schema = {
    tags,
    summary,
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    ...(contract.answer ? { response: { 200: contract.answer } } : {}),
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    ...options,
    config: { ...config, auth: contract.auth },
    schema,
    handler: handler as RouteHandlerMethod,
  });
}
