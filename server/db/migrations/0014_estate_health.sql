CREATE TABLE "estate_materials" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"spec" text,
	"category" text NOT NULL,
	"unit" text NOT NULL,
	"price_fen" bigint NOT NULL,
	"quantity" numeric(14, 2) DEFAULT '0' NOT NULL,
	"low_stock_qty" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estate_materials_code_unique" UNIQUE("code"),
	CONSTRAINT "estate_materials_quantity_nonneg" CHECK ("estate_materials"."quantity" >= 0),
	CONSTRAINT "estate_materials_price_nonneg" CHECK ("estate_materials"."price_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "estate_stock_records" (
	"id" text PRIMARY KEY NOT NULL,
	"material_id" text NOT NULL,
	"kind" text NOT NULL,
	"delta" numeric(14, 2) NOT NULL,
	"quantity_after" numeric(14, 2) NOT NULL,
	"biz_id" text NOT NULL,
	"user_id" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estate_stock_records_event" UNIQUE("material_id","kind","biz_id"),
	CONSTRAINT "estate_stock_records_kind" CHECK ("estate_stock_records"."kind" in ('in', 'use'))
);
--> statement-breakpoint
CREATE TABLE "maintainer_zones" (
	"user_id" text NOT NULL,
	"zone_id" text NOT NULL,
	CONSTRAINT "maintainer_zones_user_id_zone_id_pk" PRIMARY KEY("user_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "meter_bills" (
	"id" text PRIMARY KEY NOT NULL,
	"asset_id" text NOT NULL,
	"period" text NOT NULL,
	"customer_id" text NOT NULL,
	"bill_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_bills_bill_id_unique" UNIQUE("bill_id"),
	CONSTRAINT "meter_bills_once_per_period" UNIQUE("asset_id","period","customer_id")
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" text PRIMARY KEY NOT NULL,
	"meter_id" text NOT NULL,
	"asset_id" text NOT NULL,
	"customer_id" text,
	"meter_no" text NOT NULL,
	"meter_type" text NOT NULL,
	"period" text NOT NULL,
	"last_reading" numeric(14, 2) NOT NULL,
	"reading" numeric(14, 2) NOT NULL,
	"consumption" numeric(14, 2) NOT NULL,
	"unit" text NOT NULL,
	"unit_price_fen" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"old_meter_no" text,
	"old_final_reading" numeric(14, 2),
	"new_start_reading" numeric(14, 2),
	"photo" text,
	"remark" text,
	"reader_id" text,
	"reader_name" text NOT NULL,
	"bill_id" text,
	"billed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_readings_once_per_period" UNIQUE("meter_id","period"),
	CONSTRAINT "meter_readings_period" CHECK ("meter_readings"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "meter_readings_amounts" CHECK ("meter_readings"."consumption" >= 0 and "meter_readings"."amount_fen" >= 0 and "meter_readings"."reading" >= 0),
	CONSTRAINT "meter_readings_replacement" CHECK (("meter_readings"."old_meter_no" is null) = ("meter_readings"."old_final_reading" is null) and ("meter_readings"."old_meter_no" is null) = ("meter_readings"."new_start_reading" is null))
);
--> statement-breakpoint
CREATE TABLE "receipt_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"bill_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_by" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_codes_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "receipt_codes_status" CHECK ("receipt_codes"."status" in ('open', 'replaced'))
);
--> statement-breakpoint
CREATE TABLE "repair_events" (
	"id" text PRIMARY KEY NOT NULL,
	"repair_id" text NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_events_kind" CHECK ("repair_events"."kind" in ('submit', 'edit', 'assign', 'take', 'start', 'complete', 'rate'))
);
--> statement-breakpoint
CREATE TABLE "repair_material_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"repair_id" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"unit_price_fen" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"material_id" text NOT NULL,
	"spec" text,
	CONSTRAINT "repair_material_lines_once" UNIQUE("repair_id","material_id"),
	CONSTRAINT "repair_material_lines_qty" CHECK ("repair_material_lines"."quantity" > 0 and "repair_material_lines"."amount_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "repair_service_items" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"unit" text NOT NULL,
	"price_fen" bigint NOT NULL,
	"remark" text,
	CONSTRAINT "repair_service_items_code_unique" UNIQUE("code"),
	CONSTRAINT "repair_service_items_price_nonneg" CHECK ("repair_service_items"."price_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "repair_service_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"repair_id" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"unit_price_fen" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"service_id" text NOT NULL,
	CONSTRAINT "repair_service_lines_once" UNIQUE("repair_id","service_id"),
	CONSTRAINT "repair_service_lines_qty" CHECK ("repair_service_lines"."quantity" > 0 and "repair_service_lines"."amount_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "repairs" (
	"id" text PRIMARY KEY NOT NULL,
	"repair_no" text NOT NULL,
	"origin" text NOT NULL,
	"repair_type" text NOT NULL,
	"status" text NOT NULL,
	"customer_id" text NOT NULL,
	"reporter_id" text,
	"asset_id" text NOT NULL,
	"zone_id" text NOT NULL,
	"description" text NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"preferred_time" timestamp with time zone,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"assignee_id" text,
	"assigned_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"before_images" text[] DEFAULT '{}' NOT NULL,
	"after_images" text[] DEFAULT '{}' NOT NULL,
	"work_remark" text,
	"materials_fen" bigint DEFAULT 0 NOT NULL,
	"services_fen" bigint DEFAULT 0 NOT NULL,
	"amount_fen" bigint DEFAULT 0 NOT NULL,
	"bill_id" text,
	"stars" integer,
	"rating_comment" text,
	"rated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repairs_repair_no_unique" UNIQUE("repair_no"),
	CONSTRAINT "repairs_bill_id_unique" UNIQUE("bill_id"),
	CONSTRAINT "repairs_status" CHECK ("repairs"."status" in ('submitted', 'assigned', 'inProgress', 'completed', 'rated')),
	CONSTRAINT "repairs_type" CHECK ("repairs"."repair_type" in ('water', 'electric', 'door', 'coldStore', 'floor', 'other')),
	CONSTRAINT "repairs_origin" CHECK ("repairs"."origin" in ('report', 'round')),
	CONSTRAINT "repairs_amount" CHECK ("repairs"."materials_fen" >= 0 and "repairs"."services_fen" >= 0 and "repairs"."amount_fen" = "repairs"."materials_fen" + "repairs"."services_fen"),
	CONSTRAINT "repairs_assignee" CHECK ("repairs"."status" = 'submitted' or "repairs"."assignee_id" is not null),
	CONSTRAINT "repairs_rating" CHECK (("repairs"."status" = 'rated') = ("repairs"."stars" is not null) and ("repairs"."stars" is null or "repairs"."stars" between 1 and 5))
);
--> statement-breakpoint
CREATE TABLE "health_checkins" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"temperature" numeric(3, 1) NOT NULL,
	"symptoms" text[] DEFAULT '{}' NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"address" text,
	"visited_risk_area" boolean DEFAULT false NOT NULL,
	"risk_area_id" text,
	"risk_province" text,
	"risk_city" text,
	"risk_district" text,
	"risk_level" text,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"abnormal" boolean DEFAULT false NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_checkins_once_a_day" UNIQUE("user_id","day"),
	CONSTRAINT "health_checkins_temperature" CHECK ("health_checkins"."temperature" between 35 and 42),
	CONSTRAINT "health_checkins_risk" CHECK ("health_checkins"."visited_risk_area" = ("health_checkins"."risk_level" is not null) and ("health_checkins"."risk_level" is null or "health_checkins"."risk_level" in ('high', 'medium', 'low')))
);
--> statement-breakpoint
CREATE TABLE "health_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"options" text[] DEFAULT '{}' NOT NULL,
	"abnormal_values" text[] DEFAULT '{}' NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "health_questions_kind" CHECK ("health_questions"."kind" in ('yesNo', 'choice', 'text'))
);
--> statement-breakpoint
CREATE TABLE "risk_areas" (
	"id" text PRIMARY KEY NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"level" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_areas_place_unique" UNIQUE("province","city","district"),
	CONSTRAINT "risk_areas_level" CHECK ("risk_areas"."level" in ('high', 'medium', 'low'))
);
--> statement-breakpoint
CREATE TABLE "staff_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text,
	"replied_by" text,
	"replier_name" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_feedback_category" CHECK ("staff_feedback"."category" in ('suggestion', 'facility', 'safety', 'other')),
	CONSTRAINT "staff_feedback_status" CHECK ("staff_feedback"."status" in ('pending', 'replied')),
	CONSTRAINT "staff_feedback_reply" CHECK (("staff_feedback"."status" = 'replied') = ("staff_feedback"."reply" is not null))
);
--> statement-breakpoint
CREATE TABLE "vaccinations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"dose" integer NOT NULL,
	"vaccine_name" text NOT NULL,
	"manufacturer" text,
	"vaccinated_on" date NOT NULL,
	"site" text NOT NULL,
	"batch_no" text,
	"proof_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vaccinations_one_per_dose" UNIQUE("user_id","dose"),
	CONSTRAINT "vaccinations_dose" CHECK ("vaccinations"."dose" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "bills" DROP CONSTRAINT "bills_type";--> statement-breakpoint
-- Hand-written (keep when regenerating): a database seeded before this migration has the trade-era
-- measure methods (no meter type, no price) and meters priced in yuan. The estate's methods replace
-- them, and its meters get the matching method, so the NOT NULL columns below hold on old data too.
ALTER TABLE "measure_methods" ADD COLUMN "meter_type" text;--> statement-breakpoint
ALTER TABLE "measure_methods" ADD COLUMN "price_fen" bigint;--> statement-breakpoint
DELETE FROM "measure_methods" WHERE "meter_type" IS NULL;--> statement-breakpoint
INSERT INTO "measure_methods" ("id", "name", "meter_type", "unit", "price_fen", "remark") SELECT 'mm-water', '商户用水', 'water', '吨', 410, '非居民用水' WHERE EXISTS (SELECT 1 FROM "assets_hydropower");--> statement-breakpoint
INSERT INTO "measure_methods" ("id", "name", "meter_type", "unit", "price_fen", "remark") SELECT 'mm-power', '商户用电', 'electric', '度', 85, '一般工商业用电' WHERE EXISTS (SELECT 1 FROM "assets_hydropower");--> statement-breakpoint
ALTER TABLE "measure_methods" ALTER COLUMN "meter_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "measure_methods" ALTER COLUMN "price_fen" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "assets_hydropower" ADD COLUMN "measure_method_id" text;--> statement-breakpoint
UPDATE "assets_hydropower" SET "measure_method_id" = CASE WHEN "meter_type" = 'water' THEN 'mm-water' ELSE 'mm-power' END;--> statement-breakpoint
ALTER TABLE "assets_hydropower" ALTER COLUMN "measure_method_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "estate_stock_records" ADD CONSTRAINT "estate_stock_records_material_id_estate_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."estate_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_stock_records" ADD CONSTRAINT "estate_stock_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintainer_zones" ADD CONSTRAINT "maintainer_zones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintainer_zones" ADD CONSTRAINT "maintainer_zones_zone_id_areas_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_bills" ADD CONSTRAINT "meter_bills_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_bills" ADD CONSTRAINT "meter_bills_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_bills" ADD CONSTRAINT "meter_bills_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_meter_id_assets_hydropower_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."assets_hydropower"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_codes" ADD CONSTRAINT "receipt_codes_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_codes" ADD CONSTRAINT "receipt_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_codes" ADD CONSTRAINT "receipt_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_events" ADD CONSTRAINT "repair_events_repair_id_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_events" ADD CONSTRAINT "repair_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_material_lines" ADD CONSTRAINT "repair_material_lines_repair_id_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_material_lines" ADD CONSTRAINT "repair_material_lines_material_id_estate_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."estate_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_service_lines" ADD CONSTRAINT "repair_service_lines_repair_id_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_service_lines" ADD CONSTRAINT "repair_service_lines_service_id_repair_service_items_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."repair_service_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_zone_id_areas_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_checkins" ADD CONSTRAINT "health_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_checkins" ADD CONSTRAINT "health_checkins_risk_area_id_risk_areas_id_fk" FOREIGN KEY ("risk_area_id") REFERENCES "public"."risk_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_feedback" ADD CONSTRAINT "staff_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_feedback" ADD CONSTRAINT "staff_feedback_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD CONSTRAINT "vaccinations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estate_stock_records_material_idx" ON "estate_stock_records" USING btree ("material_id","created_at");--> statement-breakpoint
CREATE INDEX "maintainer_zones_zone_idx" ON "maintainer_zones" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "meter_bills_bill_idx" ON "meter_bills" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "meter_readings_period_list_idx" ON "meter_readings" USING btree ("period","created_at","id");--> statement-breakpoint
CREATE INDEX "meter_readings_customer_list_idx" ON "meter_readings" USING btree ("customer_id","period","created_at","id");--> statement-breakpoint
CREATE INDEX "meter_readings_asset_list_idx" ON "meter_readings" USING btree ("asset_id","period","created_at","id");--> statement-breakpoint
CREATE INDEX "meter_readings_unbilled_idx" ON "meter_readings" USING btree ("asset_id","period") WHERE "meter_readings"."billed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_codes_one_open" ON "receipt_codes" USING btree ("bill_id") WHERE "receipt_codes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "receipt_codes_creator_idx" ON "receipt_codes" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "repair_events_repair_idx" ON "repair_events" USING btree ("repair_id","created_at");--> statement-breakpoint
CREATE INDEX "repairs_customer_list_idx" ON "repairs" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "repairs_customer_status_list_idx" ON "repairs" USING btree ("customer_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "repairs_zone_status_list_idx" ON "repairs" USING btree ("zone_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "repairs_assignee_status_list_idx" ON "repairs" USING btree ("assignee_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "repairs_asset_list_idx" ON "repairs" USING btree ("asset_id","created_at","id");--> statement-breakpoint
CREATE INDEX "repairs_status_list_idx" ON "repairs" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "health_checkins_day_idx" ON "health_checkins" USING btree ("day","user_id");--> statement-breakpoint
CREATE INDEX "health_checkins_day_abnormal_idx" ON "health_checkins" USING btree ("day","created_at","id") WHERE "health_checkins"."abnormal";--> statement-breakpoint
CREATE INDEX "health_checkins_day_list_idx" ON "health_checkins" USING btree ("day","created_at","id");--> statement-breakpoint
CREATE INDEX "risk_areas_level_idx" ON "risk_areas" USING btree ("level","province","city","district");--> statement-breakpoint
CREATE INDEX "staff_feedback_user_list_idx" ON "staff_feedback" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "staff_feedback_status_list_idx" ON "staff_feedback" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "staff_feedback_list_idx" ON "staff_feedback" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "assets_hydropower" ADD CONSTRAINT "assets_hydropower_measure_method_id_measure_methods_id_fk" FOREIGN KEY ("measure_method_id") REFERENCES "public"."measure_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_hydropower_asset_idx" ON "assets_hydropower" USING btree ("asset_id");--> statement-breakpoint
ALTER TABLE "assets_hydropower" DROP COLUMN "unit_price";--> statement-breakpoint
ALTER TABLE "assets_hydropower" ADD CONSTRAINT "assets_hydropower_meter_no_unique" UNIQUE("meter_no");--> statement-breakpoint
ALTER TABLE "assets_hydropower" ADD CONSTRAINT "assets_hydropower_meter_type" CHECK ("assets_hydropower"."meter_type" in ('water', 'electric'));--> statement-breakpoint
ALTER TABLE "assets_hydropower" ADD CONSTRAINT "assets_hydropower_reading_nonneg" CHECK ("assets_hydropower"."last_reading" >= 0);--> statement-breakpoint
ALTER TABLE "measure_methods" ADD CONSTRAINT "measure_methods_meter_type" CHECK ("measure_methods"."meter_type" in ('water', 'electric'));--> statement-breakpoint
ALTER TABLE "measure_methods" ADD CONSTRAINT "measure_methods_price_nonneg" CHECK ("measure_methods"."price_fen" >= 0);--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_type" CHECK ("bills"."bill_type" in ('rent', 'property', 'water', 'electricity', 'repair', 'utility', 'other'));