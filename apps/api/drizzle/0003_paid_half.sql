CREATE TABLE "coupon_packs" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"items" jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"max_claims" integer,
	"claims" integer DEFAULT 0 NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupon_packs_code_unique" UNIQUE("code"),
	CONSTRAINT "coupon_packs_within_max" CHECK ("coupon_packs"."max_claims" is null or "coupon_packs"."claims" <= "coupon_packs"."max_claims")
);
--> statement-breakpoint
CREATE TABLE "holiday_notices" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image_url" text NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "marketing_banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_pack_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pack_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"invitee_id" bigint PRIMARY KEY NOT NULL,
	"inviter_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rewarded_at" timestamp with time zone,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."invitee_id" <> "referrals"."inviter_id")
);
--> statement-breakpoint
CREATE TABLE "wheel_days" (
	"day" text PRIMARY KEY NOT NULL,
	"budget" bigint NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wheel_days_within_budget" CHECK ("wheel_days"."spent" >= 0 and "wheel_days"."spent" <= "wheel_days"."budget")
);
--> statement-breakpoint
CREATE TABLE "wheel_prizes" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"coupon_id" integer,
	"weight" integer NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"color" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "wheel_prizes_weight_nonneg" CHECK ("wheel_prizes"."weight" >= 0),
	CONSTRAINT "wheel_prizes_cost_nonneg" CHECK ("wheel_prizes"."cost" >= 0),
	CONSTRAINT "wheel_prizes_nothing_is_free" CHECK ("wheel_prizes"."coupon_id" is not null or "wheel_prizes"."cost" = 0)
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"day" text NOT NULL,
	"kind" text NOT NULL,
	"plan_id" bigint,
	"prize_id" integer NOT NULL,
	"user_coupon_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wheel_spins_bonus_has_plan" CHECK ("wheel_spins"."kind" = 'DAILY' or "wheel_spins"."plan_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "stage_orders" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"phone_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"deposit" bigint NOT NULL,
	"pickup_code" text,
	"deposit_paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stage_orders_deposit_within_price" CHECK ("stage_orders"."deposit" > 0 and "stage_orders"."deposit" < "stage_orders"."price")
);
--> statement-breakpoint
CREATE TABLE "stage_phones" (
	"id" integer PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"price" bigint NOT NULL,
	"deposit_bp" integer NOT NULL,
	"stages" integer NOT NULL,
	"stage_days" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "stage_phones_price_positive" CHECK ("stage_phones"."price" > 0),
	CONSTRAINT "stage_phones_deposit_share" CHECK ("stage_phones"."deposit_bp" > 0 and "stage_phones"."deposit_bp" < 10000),
	CONSTRAINT "stage_phones_stages" CHECK ("stage_phones"."stages" between 1 and 12 and "stage_phones"."stage_days" between 7 and 31)
);
--> statement-breakpoint
CREATE TABLE "stage_shops" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "sandbox_prompts" (
	"reference" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"msisdn" text NOT NULL,
	"amount" bigint NOT NULL,
	"note" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_prompts_status_known" CHECK ("sandbox_prompts"."status" in ('PENDING', 'SUCCESSFUL', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "package_name" text DEFAULT 'zm.co.pocket.app' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "fee_discount_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "priority_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_pack_claims" ADD CONSTRAINT "coupon_pack_claims_pack_id_coupon_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."coupon_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_pack_claims" ADD CONSTRAINT "coupon_pack_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_prizes" ADD CONSTRAINT "wheel_prizes_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_plan_id_loan_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."loan_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_prize_id_wheel_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."wheel_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_orders" ADD CONSTRAINT "stage_orders_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_orders" ADD CONSTRAINT "stage_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_orders" ADD CONSTRAINT "stage_orders_phone_id_stage_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."stage_phones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_orders" ADD CONSTRAINT "stage_orders_shop_id_stage_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."stage_shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_phones" ADD CONSTRAINT "stage_phones_shop_id_stage_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."stage_shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_coupon_grants" ADD CONSTRAINT "vip_coupon_grants_purchase_id_vip_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."vip_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_coupon_grants" ADD CONSTRAINT "vip_coupon_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_memberships" ADD CONSTRAINT "vip_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_purchases" ADD CONSTRAINT "vip_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_purchases" ADD CONSTRAINT "vip_purchases_card_id_vip_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."vip_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_pack_claims_once_uq" ON "coupon_pack_claims" USING btree ("pack_id","user_id");--> statement-breakpoint
CREATE INDEX "referrals_inviter_idx" ON "referrals" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "wheel_spins_user_idx" ON "wheel_spins" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_daily_uq" ON "wheel_spins" USING btree ("user_id","day") WHERE "wheel_spins"."kind" = 'DAILY';--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_bonus_uq" ON "wheel_spins" USING btree ("plan_id") WHERE "wheel_spins"."kind" = 'BONUS';--> statement-breakpoint
CREATE UNIQUE INDEX "stage_orders_pickup_code_uq" ON "stage_orders" USING btree ("pickup_code") WHERE "stage_orders"."pickup_code" is not null;--> statement-breakpoint
CREATE INDEX "stage_orders_user_idx" ON "stage_orders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_coupon_grants_purchase_month_uq" ON "vip_coupon_grants" USING btree ("purchase_id","month_index");--> statement-breakpoint
CREATE INDEX "vip_memberships_status_until_idx" ON "vip_memberships" USING btree ("status","active_until");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_purchases_one_pending_per_user_uq" ON "vip_purchases" USING btree ("user_id") WHERE "vip_purchases"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "vip_purchases_user_idx" ON "vip_purchases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sandbox_prompts_pending_idx" ON "sandbox_prompts" USING btree ("msisdn","status");