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
