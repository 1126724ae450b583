import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { StaffCall } from '@pocket/contracts/staff';

import { type RouteOfCall, schemaOfCall, type ZodApp } from './contract-route';
import { staffCallScope } from './staff-call-scope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a staff route was registered from (the staff guard lists the routes without one). */
    staffCall?: StaffCall;
  }
}

/** What a staff route adds to its call's contract: tags, summary and the handler (no config: the call is the config). */
export type StaffRoute<C extends StaffCall> = RouteOfCall<C>;

/**
 * Registers a staff route from its call's contract (decision 0052): the method, path and schemas are the contract's;
 * who may call it is the contract's too (the staff guard's table is read from the contracts, deny by default), and
 * the handler runs in the call's scope, so every audit row it writes is checked against the contract's actions.
 */
export function staffRoute<C extends StaffCall>(app: ZodApp, call: C, route: StaffRoute<C>): void {
  const { tags, summary, handler, ...options } = route;
  const schema = schemaOfCall(call, tags, summary);
  const run = handler as RouteHandlerMethod;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    ...options,
    config: { staffCall: call },
    schema,
    handler: function (this: FastifyInstance, request, reply) {
      return staffCallScope.run(call, () => run.call(this, request, reply));
    },
  });
}
