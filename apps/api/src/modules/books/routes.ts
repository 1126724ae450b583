import { Readable } from 'node:stream';

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { bookCalls } from '@pocket/contracts/staff';

import { staffRoute } from '../../plugins/staff-route';
import { originOf } from '../staff/plugin';
import type { BooksDesk } from './close-service';

const tags = ['staff: books'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

/** The books' routes, from their contracts (`bookCalls`: finance and admin; the classes' read, risk too). */
export const booksRoutes: FastifyPluginAsync<{ desk: BooksDesk }> = async (app, { desk }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  staffRoute(r, bookCalls.months, {
    tags,
    summary: 'The ledger months, newest first: open or closed, ended or not (finance, admin)',
    handler: async () => ok({ items: await desk.months() }),
  });

  staffRoute(r, bookCalls.checklist, {
    tags,
    summary: "A month's close checklist: trial balance, payments in flight, operator statements; ready when it may be closed (finance, admin)",
    handler: async (req) => ok(await desk.checklist(req.params.month)),
  });

  staffRoute(r, bookCalls.close, {
    tags,
    summary: "Asks for a month's close: a books.close request a second finance or admin member approves; refused naming the failing check (finance, admin)",
    handler: async (req) => ok(await desk.requestClose(req.staff!, req.params.month, req.body.reason, originOf(req))),
  });

  staffRoute(r, bookCalls.statements, {
    tags,
    summary: "A closed month's trial balance, income statement and balance sheet, with the previous month's comparatives (finance, admin)",
    handler: async (req) => ok(await desk.statements(req.params.month)),
  });

  staffRoute(r, bookCalls.provisions, {
    tags,
    summary: "A provisioned month's provisions by class, their movement, and the income recognised: fee earned by accrual, income moved to and from suspense (finance, admin)",
    handler: async (req) => ok(await desk.provisions(req.params.month)),
  });

  staffRoute(r, bookCalls.writeOffs, {
    tags,
    summary: "An ended month's write-offs and recoveries from the ledger: what was written off, the allowance used and suspense cleared, recoveries; loans by order id (finance, admin)",
    handler: async (req) => ok(await desk.writeOffs(req.params.month)),
  });

  staffRoute(r, bookCalls.journal, {
    tags,
    summary: "A closed month's general-ledger journal as CSV (date, account code, description, debit, credit, reference), streamed; audited (finance, admin)",
    handler: async (req, reply) => {
      const lines = await desk.journal(req.staff!, req.params.month, originOf(req));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="pocket-journal-${req.params.month}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(lines));
    },
  });

  staffRoute(r, bookCalls.classes, {
    tags,
    summary: 'The provisioning classes in force, in order: days past due, rate (basis points), non-performing (finance, admin, risk)',
    handler: async () => ok({ items: await desk.classes() }),
  });

  staffRoute(r, bookCalls.changeClasses, {
    tags,
    summary: 'Asks for a new set of provisioning classes: a books.classes request a second finance or admin member approves; refused naming the class that breaks a rule (finance, admin)',
    handler: async (req) => ok(await desk.requestClasses(req.staff!, { classes: req.body.classes }, req.body.reason, originOf(req))),
  });

  staffRoute(r, bookCalls.chart, {
    tags,
    summary: 'The chart of accounts: every ledger account with its general-ledger code and name, or none yet (finance, admin)',
    handler: async () => ok({ items: await desk.chart() }),
  });

  staffRoute(r, bookCalls.changeChart, {
    tags,
    summary: "Asks to set ledger accounts' general-ledger codes and names, or to remove an account's code: a books.chart request a second finance or admin member approves; refused naming an unknown account, a code taken or an account to remove that has lines in the ledger (finance, admin)",
    handler: async (req) => {
      const { accounts, remove } = req.body;
      return ok(await desk.requestChart(req.staff!, remove ? { accounts, remove } : { accounts }, req.body.reason, originOf(req)));
    },
  });

  staffRoute(r, bookCalls.feeRecognition, {
    tags,
    summary: "How the product's service fee is recognised: over the loan's term (daily, straight line) or at disbursement, and when it last changed (finance, admin)",
    handler: async () => ok(await desk.feeRecognition()),
  });

  staffRoute(r, bookCalls.changeFeeRecognition, {
    tags,
    summary: 'Asks to change how the service fee is recognised: a books.fee-recognition request a second finance or admin member approves; it applies to loans paid out after the approval (finance, admin)',
    handler: async (req) => ok(await desk.requestFeeRecognition(req.staff!, { feeRecognition: req.body.feeRecognition }, req.body.reason, originOf(req))),
  });
};
