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
ALTER TABLE "stage_orders" ADD CONSTRAINT "stage_orders_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_orders" ADD CONSTRAINT "stage_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_orders" ADD CONSTRAINT "stage_orders_phone_id_stage_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."stage_phones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_orders" ADD CONSTRAINT "stage_orders_shop_id_stage_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."stage_shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_phones" ADD CONSTRAINT "stage_phones_shop_id_stage_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."stage_shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stage_orders_pickup_code_uq" ON "stage_orders" USING btree ("pickup_code") WHERE "stage_orders"."pickup_code" is not null;--> statement-breakpoint
CREATE INDEX "stage_orders_user_idx" ON "stage_orders" USING btree ("user_id");