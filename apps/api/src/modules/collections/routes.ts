import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { collectionCalls } from '@pocket/contracts/staff';

import { staffRoute } from '../../plugins/staff-route';
import { originOf } from '../staff/plugin';
import type { CaseContacts } from './contacts';
import type { HardshipDesk } from './plans';
import type { CollectionsDesk } from './service';

const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });
const iso = (d: Date) => d.toISOString();

/** The collections desk's routes (the collections role; an admin is the lead). Every write is audited. */
export const collectionsRoutes: FastifyPluginAsync<{ desk: CollectionsDesk; contacts: CaseContacts; plans: HardshipDesk }> = async (app, { desk, contacts, plans }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff: collections'];

  staffRoute(r, collectionCalls.queue, {
    tags,
    summary: 'The agent’s open cases, worst first (bucket, amount late), promises not yet due last; an admin may ask scope=all|unassigned',
    handler: async (req) => ok(await desk.queue(req.staff!, req.query)),
  });

  staffRoute(r, collectionCalls.case, {
    tags,
    summary: 'A case: bills, bucket history, contacts (refused ones with their rule), notes, promises, hardship requests, complaints, what the rules allow now',
    handler: async (req) => ok(await desk.detail(req.staff!, req.params.id)),
  });

  staffRoute(r, collectionCalls.contact, {
    tags,
    summary: 'Contact the borrower (a call: the phone is revealed, audited; or an approved template by SMS) under the conduct rules; a refusal names its rule and is logged',
    handler: async (req) => {
      const { contact, phone } = await contacts.contact(req.staff!, req.params.id, req.body, originOf(req));
      return ok({ contact: { id: contact.id, channel: contact.channel, template: contact.template, outcome: contact.outcome, by: contact.staffEmail, refusedRule: null, refusedText: null, at: iso(contact.at) }, phone });
    },
  });

  staffRoute(r, collectionCalls.outcome, {
    tags,
    summary: 'A call’s outcome (promise to pay with amount and date, no answer, wrong number, dispute, hardship, paid, stop calls)',
    handler: async (req) => {
      const c = await contacts.outcome(req.staff!, req.params.id, req.body, originOf(req));
      return ok({ id: c.id, channel: c.channel, template: c.template, outcome: c.outcome, by: c.staffEmail, refusedRule: null, refusedText: null, at: iso(c.at) });
    },
  });

  staffRoute(r, collectionCalls.note, {
    tags,
    summary: 'A note on the case (audited)',
    handler: async (req) => ok(await desk.note(req.staff!, req.params.id, req.body.text, originOf(req))),
  });

  staffRoute(r, collectionCalls.assign, {
    tags,
    summary: 'Give the case to another agent (admin: the lead; audited)',
    handler: async (req) => ok(await desk.assign(req.staff!, req.params.id, req.body.agentId, originOf(req))),
  });

  staffRoute(r, collectionCalls.disputeResolved, {
    tags,
    summary: 'The borrower’s dispute is resolved (how, in a note): contact may resume (audited)',
    handler: async (req) => ok(await desk.disputeResolved(req.staff!, req.params.id, req.body.note, originOf(req))),
  });

  staffRoute(r, collectionCalls.hardship, {
    tags,
    summary: 'Open payment-plan requests, oldest first, with the borrower’s reason',
    handler: async () => ok({ items: await plans.open() }),
  });

  staffRoute(r, collectionCalls.plan, {
    tags,
    summary: 'Ask for a restructure (N instalments, penalties waived or not): a collections.restructure request a finance member approves',
    handler: async (req) => ok(await plans.plan(req.staff!, req.params.id, req.body, originOf(req))),
  });

  staffRoute(r, collectionCalls.decline, {
    tags,
    summary: 'Decline a payment-plan request with an answer the borrower reads (audited)',
    handler: async (req) => {
      await plans.decline(req.staff!, req.params.id, req.body.answer, originOf(req));
      return ok({ items: await plans.open() });
    },
  });
};
