CREATE TABLE "staff_audit_checkpoints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"rows" bigint NOT NULL,
	"head_id" bigint,
	"head_hash" text,
	"mac" text NOT NULL
);
