CREATE TABLE "wheel_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"daily_budget" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wheel_settings_one_row" CHECK ("wheel_settings"."id" = 1),
	CONSTRAINT "wheel_settings_budget_nonneg" CHECK ("wheel_settings"."daily_budget" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_card_prices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"days" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"approval_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_card_prices_price_positive" CHECK ("vip_card_prices"."price" > 0),
	CONSTRAINT "vip_card_prices_days_positive" CHECK ("vip_card_prices"."days" > 0)
);
--> statement-breakpoint
ALTER TABLE "vip_cards" ADD COLUMN "benefits" jsonb;--> statement-breakpoint
ALTER TABLE "vip_cards" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_card_prices" ADD CONSTRAINT "vip_card_prices_card_id_vip_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."vip_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_card_prices_approval_uq" ON "vip_card_prices" USING btree ("approval_id");--> statement-breakpoint
CREATE INDEX "vip_card_prices_card_from_idx" ON "vip_card_prices" USING btree ("card_id","effective_from");