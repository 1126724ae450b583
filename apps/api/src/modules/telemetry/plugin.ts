import fp from 'fastify-plugin';

import { telemetryRoutes } from './routes';

export { deviceCountColumns, deviceCounts, deviceReportRows, grabInfosOf, trackingPointsOf } from './reads';

/** Tracking points and the device and location reports (the location one only under the location consent). */
export const telemetry = fp(
  async (app) => {
    await app.register(telemetryRoutes);
  },
  { name: 'telemetry', dependencies: ['context', 'session-guard', 'consents'] },
);
