ALTER TABLE "loan_products" DROP CONSTRAINT "loan_products_code_unique";--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "effective_from" timestamp with time zone DEFAULT '2000-01-01T00:00:00Z' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_products_code_version_uq" ON "loan_products" USING btree ("code","version");--> statement-breakpoint
ALTER TABLE "loan_products" ADD CONSTRAINT "loan_products_version_positive" CHECK ("loan_products"."version" >= 1);