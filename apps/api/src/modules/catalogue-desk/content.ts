import type { BannerInput, NoticeInput, StaffBanner, StaffNotice, StaffStorePage, StorePageFigures } from '@pocket/contracts/api/staff';
import { CATALOGUE_MESSAGES } from '@pocket/contracts/api/staff';

import type { Db } from '../../db/client';
import { notFound } from '../../plugins/errors';
import type { ContentDesk } from '../activities/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';

const auditActor = (a: StaffActor) => ({ id: a.id, email: a.email, roles: a.roles });

/**
 * Marketing's content (docs/backoffice.md): banners and holiday notices with their dates, the store page's figures.
 * Each write and its audit row are one transaction; the app shows a banner or notice only inside its dates.
 */
export class ContentDeskService {
  constructor(
    private readonly db: Db,
    private readonly content: ContentDesk,
    private readonly audit: StaffAuditDoor,
  ) {}

  banners(): Promise<StaffBanner[]> {
    return this.content.banners(this.db);
  }

  async saveBanner(actor: StaffActor, id: number | null, input: BannerInput, origin: AuditOrigin): Promise<StaffBanner> {
    return this.db.transaction(async (tx) => {
      const { before, after } = await this.content.saveBanner(tx, id, input);
      if (!after) throw notFound(CATALOGUE_MESSAGES.noBanner);
      await this.audit.record(tx, { actor: auditActor(actor), origin, action: id === null ? 'banner.create' : 'banner.update', entity: 'banner', entityId: after.id, before, after });
      return after;
    });
  }

  notices(): Promise<StaffNotice[]> {
    return this.content.notices(this.db);
  }

  async saveNotice(actor: StaffActor, id: number | null, input: NoticeInput, origin: AuditOrigin): Promise<StaffNotice> {
    return this.db.transaction(async (tx) => {
      const { before, after } = await this.content.saveNotice(tx, id, input);
      if (!after) throw notFound(CATALOGUE_MESSAGES.noNotice);
      await this.audit.record(tx, { actor: auditActor(actor), origin, action: id === null ? 'notice.create' : 'notice.update', entity: 'holiday_notice', entityId: after.id, before, after });
      return after;
    });
  }

  storePage(): Promise<StaffStorePage> {
    return this.content.storePage(this.db);
  }

  async saveStorePage(actor: StaffActor, figures: StorePageFigures, origin: AuditOrigin): Promise<StaffStorePage> {
    return this.db.transaction(async (tx) => {
      const { before, after } = await this.content.saveStorePage(tx, figures, actor.email);
      await this.audit.record(tx, { actor: auditActor(actor), origin, action: 'store-page.update', entity: 'store_page', entityId: 1, before, after });
      return after;
    });
  }
}
