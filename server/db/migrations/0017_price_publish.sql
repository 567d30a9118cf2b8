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
ALTER TABLE "price_days" ADD CONSTRAINT "price_days_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_days" ADD CONSTRAINT "price_days_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_draft_rows" ADD CONSTRAINT "price_draft_rows_day_price_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."price_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_draft_rows" ADD CONSTRAINT "price_draft_rows_price_product_id_price_products_id_fk" FOREIGN KEY ("price_product_id") REFERENCES "public"."price_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_product_links" ADD CONSTRAINT "price_product_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_product_links" ADD CONSTRAINT "price_product_links_price_product_id_price_products_id_fk" FOREIGN KEY ("price_product_id") REFERENCES "public"."price_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_product_links_price_idx" ON "price_product_links" USING btree ("price_product_id");--> statement-breakpoint
CREATE INDEX "orders_settled_idx" ON "orders" USING btree ("settled_at") WHERE "orders"."settled_at" is not null;