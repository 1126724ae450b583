-- When the borrower's KYC was completed (docs/credit-policy.md, "KYC features": the feature daysSinceKyc), in business
-- time: set once, by the save that completes KYC steps 1-3 (face, identity, and the base, linkman and work sections),
-- at the application clock's time (config.now, which the sandbox's clock moves). A KYC completed before this
-- migration gets the time of the latest save of those steps (the database's time, the only one kept then).
ALTER TABLE "kyc_identities" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "kyc_identities" i SET "completed_at" = greatest(i."updated_at", s."saved")
  FROM (SELECT "user_id", max("updated_at") AS "saved", count(*) AS "n" FROM "kyc_sections"
        WHERE "section" IN ('face', 'base', 'linkman', 'work') GROUP BY "user_id") s
  WHERE s."user_id" = i."user_id" AND s."n" = 4;
