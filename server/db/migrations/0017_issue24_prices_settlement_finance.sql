CREATE TABLE "price_alerts" (
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"day" date NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"prev_price" numeric(10, 2) NOT NULL,
	"threshold_percent" numeric(6, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_pkey" PRIMARY KEY("user_id","product_id","day")
);
--> statement-breakpoint
CREATE TABLE "price_follows" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"threshold_percent" integer,
	"subscribed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_follows_user_product" UNIQUE("user_id","product_id"),
	CONSTRAINT "price_follows_threshold_range" CHECK ("price_follows"."threshold_percent" is null or "price_follows"."threshold_percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "export_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"format" text NOT NULL,
	"params" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_links_format" CHECK ("export_links"."format" in ('xlsx', 'csv'))
);
--> statement-breakpoint
CREATE TABLE "price_days" (
	"day" date PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" text,
	"published_by" text,
	"published_at" timestamp with time zone,
	CONSTRAINT "price_days_status" CHECK ("price_days"."status" in ('draft', 'published')),
	CONSTRAINT "price_days_published_at" CHECK (("price_days"."published_at" is null) = ("price_days"."status" = 'draft'))
);
--> statement-breakpoint
CREATE TABLE "price_draft_rows" (
	"day" date NOT NULL,
	"price_product_id" text NOT NULL,
	"min_fen" bigint NOT NULL,
	"avg_fen" bigint NOT NULL,
	"max_fen" bigint NOT NULL,
	"volume" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"corrected" boolean DEFAULT false NOT NULL,
	CONSTRAINT "price_draft_rows_day_price_product_id_pk" PRIMARY KEY("day","price_product_id"),
	CONSTRAINT "price_draft_rows_source" CHECK ("price_draft_rows"."source" in ('trade', 'manual', 'import')),
	CONSTRAINT "price_draft_rows_order" CHECK (0 < "price_draft_rows"."min_fen" and "price_draft_rows"."min_fen" <= "price_draft_rows"."avg_fen" and "price_draft_rows"."avg_fen" <= "price_draft_rows"."max_fen")
);
--> statement-breakpoint
CREATE TABLE "price_product_links" (
	"product_id" text PRIMARY KEY NOT NULL,
	"price_product_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_product_id_price_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."price_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_follows" ADD CONSTRAINT "price_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_follows" ADD CONSTRAINT "price_follows_product_id_price_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."price_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_links" ADD CONSTRAINT "export_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_days" ADD CONSTRAINT "price_days_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_days" ADD CONSTRAINT "price_days_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_draft_rows" ADD CONSTRAINT "price_draft_rows_day_price_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."price_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_draft_rows" ADD CONSTRAINT "price_draft_rows_price_product_id_price_products_id_fk" FOREIGN KEY ("price_product_id") REFERENCES "public"."price_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_product_links" ADD CONSTRAINT "price_product_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_product_links" ADD CONSTRAINT "price_product_links_price_product_id_price_products_id_fk" FOREIGN KEY ("price_product_id") REFERENCES "public"."price_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_follows_product_idx" ON "price_follows" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "export_links_user_idx" ON "export_links" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "price_product_links_price_idx" ON "price_product_links" USING btree ("price_product_id");--> statement-breakpoint
CREATE INDEX "orders_supplier_repaid_idx" ON "orders" USING btree ("supplier_id","repaid_at") WHERE "orders"."repaid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_settled_idx" ON "orders" USING btree ("settled_at") WHERE "orders"."settled_at" is not null;--> statement-breakpoint
CREATE INDEX "refunds_supplier_refunded_idx" ON "refunds" USING btree ("supplier_id","refunded_at") WHERE "refunds"."refunded_at" is not null;