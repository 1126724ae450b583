-- A loan's promises to pay by the loan, newest first (docs/collections.md, "Cases"; docs/performance.md, "Collections
-- and the books at scale"): the case page lists its loan's promises, and with no index on the loan but the open
-- promise's each case page read every promise (307,545 at a million borrowers: 170 ms median under a load of 27).
CREATE INDEX "collection_promises_order_idx" ON "collection_promises" USING btree ("order_id","id");
