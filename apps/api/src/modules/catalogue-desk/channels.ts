import { CATALOGUE_MORE_MESSAGES } from '@pocket/contracts/api/staff';
import type { ChannelInput, NewChannelInput, StaffChannel } from '@pocket/contracts/api/staff';
import { DEFAULT_CHANNEL } from '@pocket/contracts/constants';

import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import type { ChannelDesk } from '../channel/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';
import { auditActor } from './audit-actor';

/** Channels and the app's download links (marketing): each write and its audit row in one transaction. */
export class ChannelsDesk {
  constructor(
    private readonly db: Db,
    private readonly channels: ChannelDesk,
    private readonly audit: StaffAuditDoor,
  ) {}

  list(): Promise<StaffChannel[]> {
    return this.channels.list(this.db);
  }

  add(actor: StaffActor, input: NewChannelInput, origin: AuditOrigin): Promise<StaffChannel> {
    return this.db.transaction(async (tx) => {
      const after = await this.channels.add(tx, input);
      if (!after) throw conflict(CATALOGUE_MORE_MESSAGES.channelTaken);
      await this.audit.record(tx, { actor: auditActor(actor), origin, action: 'channel.create', entity: 'channel', entityId: after.code, before: null, after });
      return after;
    });
  }

  save(actor: StaffActor, code: string, input: ChannelInput, origin: AuditOrigin): Promise<StaffChannel> {
    if (code === DEFAULT_CHANNEL && !input.enabled) throw badRequest(CATALOGUE_MORE_MESSAGES.defaultStaysOn);
    return this.db.transaction(async (tx) => {
      const { before, after } = await this.channels.save(tx, code, input);
      if (!after) throw notFound(CATALOGUE_MORE_MESSAGES.noChannel);
      await this.audit.record(tx, { actor: auditActor(actor), origin, action: 'channel.update', entity: 'channel', entityId: code, before, after });
      return after;
    });
  }
}
