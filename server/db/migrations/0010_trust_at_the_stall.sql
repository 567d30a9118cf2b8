CREATE TABLE "mobile_claims" (
	"mobile" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "id_code_uses" (
	"nonce" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"order_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"content" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "temp_password_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "temp_password_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "id_code_uses_expires_idx" ON "id_code_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "text_sends_mobile_idx" ON "text_sends" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "orders_pair_idx" ON "orders" USING btree ("supplier_id","purchaser_id","status");