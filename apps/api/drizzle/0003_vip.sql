CREATE TABLE "vip_cards" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"days" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vip_cards_price_positive" CHECK ("vip_cards"."price" > 0),
	CONSTRAINT "vip_cards_days_positive" CHECK ("vip_cards"."days" > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_coupon_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purchase_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"month_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_memberships" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"active_from" timestamp with time zone NOT NULL,
	"active_until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_memberships_status_known" CHECK ("vip_memberships"."status" in ('ACTIVE', 'EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "vip_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"card_id" integer NOT NULL,
	"name" text NOT NULL,
	"amount" bigint NOT NULL,
	"days" integer NOT NULL,
	"mobile" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"active_from" timestamp with time zone,
	"active_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_purchases_status_known" CHECK ("vip_purchases"."status" in ('PENDING', 'PAID', 'FAILED')),
	CONSTRAINT "vip_purchases_paid_has_period" CHECK ("vip_purchases"."status" <> 'PAID' or ("vip_purchases"."active_from" is not null and "vip_purchases"."active_until" > "vip_purchases"."active_from"))
);
--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "fee_discount_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "priority_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vip_coupon_grants" ADD CONSTRAINT "vip_coupon_grants_purchase_id_vip_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."vip_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_coupon_grants" ADD CONSTRAINT "vip_coupon_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_memberships" ADD CONSTRAINT "vip_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_purchases" ADD CONSTRAINT "vip_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_purchases" ADD CONSTRAINT "vip_purchases_card_id_vip_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."vip_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_coupon_grants_purchase_month_uq" ON "vip_coupon_grants" USING btree ("purchase_id","month_index");--> statement-breakpoint
CREATE INDEX "vip_memberships_status_until_idx" ON "vip_memberships" USING btree ("status","active_until");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_purchases_one_pending_per_user_uq" ON "vip_purchases" USING btree ("user_id") WHERE "vip_purchases"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "vip_purchases_user_idx" ON "vip_purchases" USING btree ("user_id");