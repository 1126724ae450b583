CREATE TABLE "text_overrides" (
	"text_id" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"review" text NOT NULL,
	"approval_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_overrides_text_id_language_pk" PRIMARY KEY("text_id","language")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;