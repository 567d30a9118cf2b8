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
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_product_id_price_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."price_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_follows" ADD CONSTRAINT "price_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_follows" ADD CONSTRAINT "price_follows_product_id_price_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."price_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_follows_product_idx" ON "price_follows" USING btree ("product_id");