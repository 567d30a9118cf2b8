CREATE TABLE "oauth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"scope" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_standin_apps" (
	"kind" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_standin_apps_app_id_unique" UNIQUE("app_id")
);
--> statement-breakpoint
CREATE TABLE "wechat_standin_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"open_id" text,
	"phone" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_tokens" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text,
	"expires_at" timestamp with time zone,
	"lease_holder" text,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Codes live five minutes: the ones of the old stand-in are dropped rather than given a kind.
DELETE FROM "wechat_codes";--> statement-breakpoint
ALTER TABLE "wechat_codes" ADD COLUMN "kind" text NOT NULL;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "oauth_codes" ADD CONSTRAINT "oauth_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_codes_user_idx" ON "oauth_codes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "wechat_codes" DROP COLUMN "phone";