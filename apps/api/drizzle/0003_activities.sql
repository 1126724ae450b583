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
ALTER TABLE "channels" ADD COLUMN "package_name" text DEFAULT 'zm.co.pocket.app' NOT NULL;--> statement-breakpoint
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
CREATE UNIQUE INDEX "coupon_pack_claims_once_uq" ON "coupon_pack_claims" USING btree ("pack_id","user_id");--> statement-breakpoint
CREATE INDEX "referrals_inviter_idx" ON "referrals" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "wheel_spins_user_idx" ON "wheel_spins" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_daily_uq" ON "wheel_spins" USING btree ("user_id","day") WHERE "wheel_spins"."kind" = 'DAILY';--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_bonus_uq" ON "wheel_spins" USING btree ("plan_id") WHERE "wheel_spins"."kind" = 'BONUS';