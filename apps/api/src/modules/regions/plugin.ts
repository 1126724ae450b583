import fp from 'fastify-plugin';

import { regionRoutes } from './routes';

export { resolveDistrict } from './service';

/** Zambia's provinces and districts: the KYC form's pickers, and the check that a district is in its province. */
export const regions = fp(
  async (app) => {
    await app.register(regionRoutes);
  },
  { name: 'regions', dependencies: ['session-guard'] },
);
