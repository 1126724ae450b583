ALTER TABLE "hardship_requests" ADD COLUMN "owed_before" bigint;--> statement-breakpoint
ALTER TABLE "hardship_requests" ADD COLUMN "planned" bigint;--> statement-breakpoint
ALTER TABLE "hardship_requests" ADD COLUMN "bills" jsonb;--> statement-breakpoint
-- Payment plans approved before this migration (docs/collections.md, "Restructured loans"): their bills and amounts
-- from the restructure's ledger entries (the new bills' receivables, and the penalties waived under the same reference).
UPDATE "hardship_requests" h SET "bills" = made."bills", "planned" = made."planned", "owed_before" = made."planned" + coalesce(waived."amount", 0)
FROM (
  SELECT e."ref", jsonb_agg(jsonb_build_object('planId', b."plan_id", 'amount', b."amount") ORDER BY b."plan_id") AS "bills", sum(b."amount")::bigint AS "planned"
  FROM "ledger_entries" e
  JOIN LATERAL (
    SELECT substring(l."subject" from 6)::bigint AS "plan_id", sum(l."amount")::bigint AS "amount"
    FROM "ledger_lines" l WHERE l."entry_id" = e."id" AND l."amount" > 0 AND l."subject" LIKE 'plan:%' GROUP BY 1
  ) b ON true
  WHERE e."kind" = 'restructure'
  GROUP BY e."ref"
) made
LEFT JOIN (
  SELECT split_part(e."ref", ':waive:', 1) AS "ref", sum(l."amount")::bigint AS "amount"
  FROM "ledger_entries" e JOIN "ledger_lines" l ON l."entry_id" = e."id"
  WHERE e."kind" = 'desk_waiver' AND e."ref" LIKE 'restructure:%:waive:%' AND l."amount" > 0
  GROUP BY 1
) waived ON waived."ref" = made."ref"
WHERE made."ref" = 'restructure:' || h."approval_id" AND h."status" = 'PLANNED' AND h."bills" IS NULL;
--> statement-breakpoint
-- A case a payment plan closed (in the approving transaction, at the request's decision time) was closed as PAID.
UPDATE "collection_cases" c SET "close_reason" = 'RESTRUCTURED'
FROM "hardship_requests" h
WHERE h."status" = 'PLANNED' AND h."order_id" = c."order_id" AND c."close_reason" = 'PAID' AND c."closed_at" = h."decided_at";
