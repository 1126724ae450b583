CREATE TABLE "borrower_holds" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"blocked" boolean NOT NULL,
	"reason" text NOT NULL,
	"changed_by" bigint NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The borrowers desk's search (name prefix, NRC) over a million borrowers: indexes on the KYC identity table.
CREATE INDEX IF NOT EXISTS "kyc_identities_name_prefix_idx" ON "kyc_identities" (lower("full_name") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "kyc_identities_nrc_idx" ON "kyc_identities" ("nrc_number");
