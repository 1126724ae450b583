CREATE TABLE "store_page" (
	"id" integer PRIMARY KEY NOT NULL,
	"rating_tenths" integer,
	"rating_count" integer,
	"downloads" text,
	"content_rating" text,
	"contains_ads" boolean DEFAULT false NOT NULL,
	"in_app_purchases" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "store_page_one_row" CHECK ("store_page"."id" = 1),
	CONSTRAINT "store_page_rating_range" CHECK ("store_page"."rating_tenths" is null or "store_page"."rating_tenths" between 10 and 50),
	CONSTRAINT "store_page_rating_has_count" CHECK (("store_page"."rating_tenths" is null) = ("store_page"."rating_count" is null))
);
--> statement-breakpoint
ALTER TABLE "loan_products" DROP CONSTRAINT "loan_products_code_unique";--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_products" ADD COLUMN "effective_from" timestamp with time zone DEFAULT '2000-01-01T00:00:00Z' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_products_code_version_uq" ON "loan_products" USING btree ("code","version");--> statement-breakpoint
ALTER TABLE "loan_products" ADD CONSTRAINT "loan_products_version_positive" CHECK ("loan_products"."version" >= 1);