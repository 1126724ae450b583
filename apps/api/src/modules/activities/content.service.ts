import { and, asc, eq, gte, lte } from 'drizzle-orm';

import type { HolidayNotice, MarketBanner, StorePageData } from '@pocket/contracts/api/activities';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db } from '../../db/client';
import { bannerLive, storeFigures } from './content.desk';
import { holidayNotices, marketingBanners, storePage } from './schema';

/** The marketing banners (marketList) and holiday notices (holidaysList) that are current now; the store page's figures. */
export class ContentService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async banners(): Promise<MarketBanner[]> {
    const now = new Date(this.now());
    const rows = await this.db.select().from(marketingBanners).where(eq(marketingBanners.enabled, true)).orderBy(asc(marketingBanners.position));
    return rows
      .filter((b) => bannerLive(b, now))
      .map((b) => ({ id: b.id, title: b.title, imageUrl: b.imageUrl, link: b.link }));
  }

  async notices(): Promise<HolidayNotice[]> {
    const today = lusakaDate(new Date(this.now()));
    const rows = await this.db
      .select()
      .from(holidayNotices)
      .where(and(eq(holidayNotices.enabled, true), lte(holidayNotices.startsOn, today), gte(holidayNotices.endsOn, today)))
      .orderBy(asc(holidayNotices.startsOn), asc(holidayNotices.id));
    return rows.map((n) => ({ id: n.id, title: n.title, body: n.body, imageUrl: n.imageUrl, startsOn: n.startsOn, endsOn: n.endsOn }));
  }

  /** Only the figures marketing entered (docs/backoffice.md, store page); none when none were. */
  async storePage(): Promise<StorePageData> {
    const [row] = await this.db.select().from(storePage).where(eq(storePage.id, 1));
    return storeFigures(row);
  }
}
