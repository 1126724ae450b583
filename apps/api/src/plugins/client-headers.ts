import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { badRequest } from './errors';

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text.slice(0, 100) : null;
}

/** Reads the default headers into `request.client`; a call for another tenant is refused with a clear message. */
export const clientHeaders = fp(
  async (app: FastifyInstance) => {
    const tenantId = app.appConfig.tenantId;
    app.decorateRequest('client', null as never);
    // A callback hook (it never waits): no promise per request.
    app.addHook('onRequest', (request, _reply, done) => {
      const tenant = header(request, 'x-tenantid');
      request.client = {
        appName: header(request, 'appname'),
        appVersionCode: header(request, 'appversioncode'),
        tenantId: tenant ?? tenantId,
        lang: header(request, 'lang'),
        deviceBrand: header(request, 'devicebrand'),
        appChannelCode: header(request, 'appchannelcode'),
        ip: request.ip,
      };
      if (tenant !== null && tenant !== tenantId && request.url.startsWith('/api/')) {
        done(badRequest(`Unknown tenant '${tenant}': this server serves X-TenantID '${tenantId}'`));
        return;
      }
      done();
    });
  },
  { name: 'client-headers', dependencies: ['context'] },
);
