import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Clock } from '../config/clock';
import type { AppConfig } from '../config/env';
import type { Db } from '../db/client';
import type { KvStore } from '../db/kv';
import type { SmsProvider } from '../providers/sms/provider';
import type {} from './context';
import { createExtensions } from './extensions';

export interface ContextOptions {
  config: AppConfig;
  clock: Clock;
  db: Db;
  kv: KvStore;
  sms: SmsProvider;
}

/** Decorates the app with what every module needs: config, database, key-value store, SMS, extension points. */
export const context = fp<ContextOptions>(
  async (app: FastifyInstance, opts) => {
    app.decorate('appConfig', opts.config);
    app.decorate('clock', opts.clock);
    app.decorate('db', opts.db);
    app.decorate('kv', opts.kv);
    app.decorate('sms', opts.sms);
    app.decorate('extensions', createExtensions());
    app.decorate('lifecycle', { draining: false, closing: false });
  },
  { name: 'context' },
);
