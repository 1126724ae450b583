import fp from 'fastify-plugin';

import { dashboardRoutes } from './routes';

/** The desk's dashboard (docs/backoffice.md#dashboard): read-only figures, each linking to its desk. */
export const deskDashboard = fp(
  async (app) => {
    await app.register(dashboardRoutes);
  },
  { name: 'desk-dashboard', dependencies: ['staff', 'payments-desk'] },
);

/** The figures alone on a database (bench/payments-desk.ts times them at scale). */
export { dashboard } from './service';
