import { asc, eq, sql } from 'drizzle-orm';

import type { StorePageData } from '@pocket/contracts/api/activities';
import type { BannerInput, NoticeInput, StaffBanner, StaffNotice, StaffStorePage, StorePageFigures } from '@pocket/contracts/api/staff';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db, Tx } from '../../db/client';
import { holidayNotices, marketingBanners, storePage } from './schema';

type BannerRow = typeof marketingBanners.$inferSelect;
type NoticeRow = typeof holidayNotices.$inferSelect;
type StoreRow = typeof storePage.$inferSelect;

export const bannerLive = (b: BannerRow, now: Date) => b.enabled && (!b.startsAt || b.startsAt <= now) && (!b.endsAt || now <= b.endsAt);
export const noticeLive = (n: NoticeRow, now: Date) => {
  const today = lusakaDate(now);
  return n.enabled && n.startsOn <= today && today <= n.endsOn;
};

const bannerView = (b: BannerRow, now: Date): StaffBanner => ({
  id: b.id, position: b.position, title: b.title, imageUrl: b.imageUrl, link: b.link,
  startsAt: b.startsAt?.toISOString() ?? null, endsAt: b.endsAt?.toISOString() ?? null, enabled: b.enabled, live: bannerLive(b, now),
});
const noticeView = (n: NoticeRow, now: Date): StaffNotice => ({
  id: n.id, title: n.title, body: n.body, imageUrl: n.imageUrl, startsOn: n.startsOn, endsOn: n.endsOn, enabled: n.enabled, live: noticeLive(n, now),
});

/** The store page's figures as the app shows them: only what marketing entered; nothing when nothing was. */
export const storeFigures = (row: StoreRow | undefined): StorePageData => ({
  rating: row?.ratingTenths == null ? null : row.ratingTenths / 10,
  ratingCount: row?.ratingCount ?? null,
  downloads: row?.downloads ?? null,
  contentRating: row?.contentRating ?? null,
  containsAds: row?.containsAds ?? false,
  inAppPurchases: row?.inAppPurchases ?? false,
});

/** The next id of a table whose ids are not a sequence (seeded rows keep theirs), under a lock of that table. */
async function nextId(tx: Tx, table: typeof marketingBanners | typeof holidayNotices): Promise<number> {
  await tx.execute(sql`lock table ${table} in exclusive mode`);
  const [row] = await tx.select({ max: sql<number>`coalesce(max(${table.id}), 0)` }).from(table);
  return Number(row!.max) + 1;
}

/**
 * Activities' content door for the desk (`app.content`): banners, holiday notices and the store page's figures, read
 * and written in the caller's transaction (the desk writes its audit row in the same one).
 */
export const contentDesk = (now: () => number) => ({
  async banners(db: Db | Tx): Promise<StaffBanner[]> {
    const rows = await db.select().from(marketingBanners).orderBy(asc(marketingBanners.position), asc(marketingBanners.id));
    return rows.map((b) => bannerView(b, new Date(now())));
  },

  /** Adds a banner (id null) or changes one; answers before (null when new or unknown) and after (null when unknown). */
  async saveBanner(tx: Tx, id: number | null, input: BannerInput): Promise<{ before: StaffBanner | null; after: StaffBanner | null }> {
    const values = { ...input, startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt) };
    const at = new Date(now());
    if (id === null) {
      const [row] = await tx.insert(marketingBanners).values({ id: await nextId(tx, marketingBanners), ...values }).returning();
      return { before: null, after: bannerView(row!, at) };
    }
    const [old] = await tx.select().from(marketingBanners).where(eq(marketingBanners.id, id)).for('update');
    if (!old) return { before: null, after: null };
    const [row] = await tx.update(marketingBanners).set(values).where(eq(marketingBanners.id, id)).returning();
    return { before: bannerView(old, at), after: bannerView(row!, at) };
  },

  async notices(db: Db | Tx): Promise<StaffNotice[]> {
    const rows = await db.select().from(holidayNotices).orderBy(asc(holidayNotices.startsOn), asc(holidayNotices.id));
    return rows.map((n) => noticeView(n, new Date(now())));
  },

  async saveNotice(tx: Tx, id: number | null, input: NoticeInput): Promise<{ before: StaffNotice | null; after: StaffNotice | null }> {
    const at = new Date(now());
    if (id === null) {
      const [row] = await tx.insert(holidayNotices).values({ id: await nextId(tx, holidayNotices), ...input }).returning();
      return { before: null, after: noticeView(row!, at) };
    }
    const [old] = await tx.select().from(holidayNotices).where(eq(holidayNotices.id, id)).for('update');
    if (!old) return { before: null, after: null };
    const [row] = await tx.update(holidayNotices).set(input).where(eq(holidayNotices.id, id)).returning();
    return { before: noticeView(old, at), after: noticeView(row!, at) };
  },

  async storePage(db: Db | Tx): Promise<StaffStorePage> {
    const [row] = await db.select().from(storePage).where(eq(storePage.id, 1));
    return { ...storeFigures(row), updatedAt: row?.updatedAt.toISOString() ?? null, updatedBy: row?.updatedBy ?? null };
  },

  async saveStorePage(tx: Tx, figures: StorePageFigures, by: string): Promise<{ before: StaffStorePage; after: StaffStorePage }> {
    const before = await this.storePage(tx);
    const values = {
      ratingTenths: figures.rating === null ? null : Math.round(figures.rating * 10), ratingCount: figures.ratingCount, downloads: figures.downloads,
      contentRating: figures.contentRating, containsAds: figures.containsAds, inAppPurchases: figures.inAppPurchases, updatedAt: new Date(now()), updatedBy: by,
    };
    await tx.insert(storePage).values({ id: 1, ...values }).onConflictDoUpdate({ target: storePage.id, set: values });
    return { before, after: await this.storePage(tx) };
  },
});
export type ContentDesk = ReturnType<typeof contentDesk>;
