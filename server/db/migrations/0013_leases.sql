CREATE TABLE "lease_booth_holds" (
	"id" text PRIMARY KEY NOT NULL,
	"lease_id" text NOT NULL,
	"asset_id" text NOT NULL,
	"asset_seq" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_booth_holds_days" CHECK ("lease_booth_holds"."end_date" >= "lease_booth_holds"."start_date" and "lease_booth_holds"."start_date" >= '2000-01-02' and "lease_booth_holds"."end_date" < '2200-01-01')
);
--> statement-breakpoint
CREATE TABLE "lease_contracts" (
	"id" text PRIMARY KEY NOT NULL,
	"contract_no" text NOT NULL,
	"lease_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"fields" jsonb NOT NULL,
	"asset_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"monthly_rent_fen" bigint NOT NULL,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_contracts_contract_no_unique" UNIQUE("contract_no"),
	CONSTRAINT "lease_contracts_kind" CHECK ("lease_contracts"."kind" in ('lease', 'renewal', 'adjustment')),
	CONSTRAINT "lease_contracts_state" CHECK ("lease_contracts"."state" in ('unsigned', 'signed', 'void')),
	CONSTRAINT "lease_contracts_signed" CHECK (("lease_contracts"."state" = 'signed') = ("lease_contracts"."signed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "lease_installments" (
	"id" text PRIMARY KEY NOT NULL,
	"lease_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"period_start" date,
	"period_end" date,
	"amount_fen" bigint NOT NULL,
	"due_date" date NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"bill_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_installments_kind" CHECK ("lease_installments"."kind" in ('deposit', 'rent')),
	CONSTRAINT "lease_installments_state" CHECK ("lease_installments"."state" in ('scheduled', 'billed', 'offline', 'void')),
	CONSTRAINT "lease_installments_amount" CHECK ("lease_installments"."amount_fen" >= 0),
	CONSTRAINT "lease_installments_period" CHECK (("lease_installments"."kind" = 'deposit') = ("lease_installments"."period_start" is null) and ("lease_installments"."period_start" is null) = ("lease_installments"."period_end" is null) and coalesce("lease_installments"."period_end" >= "lease_installments"."period_start", true))
);
--> statement-breakpoint
CREATE TABLE "lease_records" (
	"id" text PRIMARY KEY NOT NULL,
	"lease_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"user_id" text,
	"actor_name" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_records_action" CHECK ("lease_records"."action" in ('apply', 'edit', 'cancel', 'approve', 'reject', 'pay', 'activate', 'renew', 'adjust', 'publish', 'unpublish', 'transfer', 'quit', 'expire', 'lapse')),
	CONSTRAINT "lease_records_actor" CHECK ("lease_records"."actor" in ('merchant', 'office', 'system'))
);
--> statement-breakpoint
CREATE TABLE "lease_registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"release_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" text,
	"asset_ids" text[] NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"business_scope" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_release_booths" (
	"id" text PRIMARY KEY NOT NULL,
	"release_id" text NOT NULL,
	"asset_id" text NOT NULL,
	"monthly_rent_fen" bigint NOT NULL,
	"deposit_fen" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lease_release_booths_money" CHECK ("lease_release_booths"."monthly_rent_fen" > 0 and "lease_release_booths"."deposit_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lease_releases" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"mode" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"sign_up_start" date NOT NULL,
	"sign_up_end" date NOT NULL,
	"lease_start" date NOT NULL,
	"lease_end" date NOT NULL,
	"months" integer NOT NULL,
	"created_by" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_releases_mode" CHECK ("lease_releases"."mode" in ('review', 'grab')),
	CONSTRAINT "lease_releases_state" CHECK ("lease_releases"."state" in ('open', 'closed')),
	CONSTRAINT "lease_releases_window" CHECK ("lease_releases"."sign_up_end" >= "lease_releases"."sign_up_start" and "lease_releases"."lease_end" >= "lease_releases"."lease_start" and "lease_releases"."months" >= 1)
);
--> statement-breakpoint
CREATE TABLE "lease_reminders" (
	"lease_id" text NOT NULL,
	"days" integer NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_reminders_pk" PRIMARY KEY("lease_id","end_date","days"),
	CONSTRAINT "lease_reminders_days" CHECK ("lease_reminders"."days" in (30, 7, 1))
);
--> statement-breakpoint
CREATE TABLE "lease_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"lease_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"asset_id" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"taken_by_lease_id" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_transfers_state" CHECK ("lease_transfers"."state" in ('open', 'taken', 'cancelled')),
	CONSTRAINT "lease_transfers_days" CHECK ("lease_transfers"."to_date" >= "lease_transfers"."from_date")
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" text PRIMARY KEY NOT NULL,
	"lease_no" text NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" text,
	"source" text NOT NULL,
	"state" text NOT NULL,
	"release_id" text,
	"registration_id" text,
	"transfer_id" text,
	"area_id" text,
	"asset_id" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"months" integer NOT NULL,
	"pay_cycle_months" integer NOT NULL,
	"monthly_rent_fen" bigint NOT NULL,
	"deposit_fen" bigint NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"business_scope" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reject_reason" text,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"pay_deadline" date,
	"first_bill_id" text,
	"confirmed_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"quit_date" date,
	"withdrawal_fen" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leases_lease_no_unique" UNIQUE("lease_no"),
	CONSTRAINT "leases_state" CHECK ("leases"."state" in ('applied', 'approved', 'rejected', 'confirmed', 'active', 'expired', 'quit', 'cancelled')),
	CONSTRAINT "leases_source" CHECK ("leases"."source" in ('apply', 'release', 'grab', 'transfer', 'office')),
	CONSTRAINT "leases_pay_cycle" CHECK ("leases"."pay_cycle_months" in (1, 3, 6, 12)),
	CONSTRAINT "leases_term" CHECK ("leases"."end_date" >= "leases"."start_date" and "leases"."months" >= 1),
	CONSTRAINT "leases_money" CHECK ("leases"."monthly_rent_fen" >= 0 and "leases"."deposit_fen" >= 0 and coalesce("leases"."withdrawal_fen", 0) >= 0),
	CONSTRAINT "leases_booth_held" CHECK ("leases"."state" in ('applied', 'rejected', 'cancelled') or "leases"."asset_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "predeposit_records" DROP CONSTRAINT "predeposit_records_biz_type";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "seq" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "assets_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_id_seq_key" UNIQUE("id","seq");--> statement-breakpoint
ALTER TABLE "lease_booth_holds" ADD CONSTRAINT "lease_booth_holds_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_booth_holds" ADD CONSTRAINT "lease_booth_holds_asset_fk" FOREIGN KEY ("asset_id","asset_seq") REFERENCES "public"."assets"("id","seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_contracts" ADD CONSTRAINT "lease_contracts_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_contracts" ADD CONSTRAINT "lease_contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_contracts" ADD CONSTRAINT "lease_contracts_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_installments" ADD CONSTRAINT "lease_installments_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_installments" ADD CONSTRAINT "lease_installments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_installments" ADD CONSTRAINT "lease_installments_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_records" ADD CONSTRAINT "lease_records_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_records" ADD CONSTRAINT "lease_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_records" ADD CONSTRAINT "lease_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_registrations" ADD CONSTRAINT "lease_registrations_release_id_lease_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."lease_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_registrations" ADD CONSTRAINT "lease_registrations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_registrations" ADD CONSTRAINT "lease_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_release_booths" ADD CONSTRAINT "lease_release_booths_release_id_lease_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."lease_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_release_booths" ADD CONSTRAINT "lease_release_booths_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_releases" ADD CONSTRAINT "lease_releases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_reminders" ADD CONSTRAINT "lease_reminders_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_transfers" ADD CONSTRAINT "lease_transfers_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_transfers" ADD CONSTRAINT "lease_transfers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_transfers" ADD CONSTRAINT "lease_transfers_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_transfers" ADD CONSTRAINT "lease_transfers_taken_by_lease_id_leases_id_fk" FOREIGN KEY ("taken_by_lease_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_release_id_lease_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."lease_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_registration_id_lease_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."lease_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_first_bill_id_bills_id_fk" FOREIGN KEY ("first_bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_booth_holds_lease_idx" ON "lease_booth_holds" USING btree ("lease_id","start_date");--> statement-breakpoint
CREATE INDEX "lease_booth_holds_asset_idx" ON "lease_booth_holds" USING btree ("asset_id","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_contracts_one_lease_contract" ON "lease_contracts" USING btree ("lease_id") WHERE "lease_contracts"."kind" = 'lease';--> statement-breakpoint
CREATE INDEX "lease_contracts_customer_list_idx" ON "lease_contracts" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lease_contracts_lease_idx" ON "lease_contracts" USING btree ("lease_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_installments_seq_key" ON "lease_installments" USING btree ("lease_id","seq");--> statement-breakpoint
CREATE INDEX "lease_installments_customer_list_idx" ON "lease_installments" USING btree ("customer_id","due_date","id");--> statement-breakpoint
CREATE INDEX "lease_installments_bill_idx" ON "lease_installments" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "lease_installments_due_idx" ON "lease_installments" USING btree ("period_start") WHERE "lease_installments"."state" = 'scheduled';--> statement-breakpoint
CREATE INDEX "lease_records_customer_list_idx" ON "lease_records" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lease_records_lease_list_idx" ON "lease_records" USING btree ("lease_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_registrations_pair" ON "lease_registrations" USING btree ("release_id","customer_id");--> statement-breakpoint
CREATE INDEX "lease_registrations_customer_list_idx" ON "lease_registrations" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lease_registrations_release_list_idx" ON "lease_registrations" USING btree ("release_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_release_booths_pair" ON "lease_release_booths" USING btree ("release_id","asset_id");--> statement-breakpoint
CREATE INDEX "lease_release_booths_asset_idx" ON "lease_release_booths" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "lease_releases_list_idx" ON "lease_releases" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_transfers_one_open" ON "lease_transfers" USING btree ("lease_id") WHERE "lease_transfers"."state" = 'open';--> statement-breakpoint
CREATE INDEX "lease_transfers_state_list_idx" ON "lease_transfers" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "lease_transfers_customer_list_idx" ON "lease_transfers" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leases_customer_list_idx" ON "leases" USING btree ("customer_id","end_date","id");--> statement-breakpoint
CREATE INDEX "leases_customer_state_list_idx" ON "leases" USING btree ("customer_id","state","end_date","id");--> statement-breakpoint
CREATE INDEX "leases_state_list_idx" ON "leases" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "leases_created_list_idx" ON "leases" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leases_first_bill_idx" ON "leases" USING btree ("first_bill_id");--> statement-breakpoint
CREATE INDEX "leases_asset_idx" ON "leases" USING btree ("asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leases_release_customer_key" ON "leases" USING btree ("release_id","customer_id") WHERE "leases"."release_id" is not null and "leases"."state" not in ('rejected', 'cancelled');--> statement-breakpoint
CREATE UNIQUE INDEX "leases_transfer_key" ON "leases" USING btree ("transfer_id") WHERE "leases"."transfer_id" is not null and "leases"."state" not in ('rejected', 'cancelled');--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_owner_list_idx" ON "assets" USING btree ("owner_id","code");--> statement-breakpoint
ALTER TABLE "predeposit_records" ADD CONSTRAINT "predeposit_records_biz_type" CHECK ("predeposit_records"."biz_type" in ('topup', 'orderPay', 'orderRepay', 'billPay', 'orderRefund', 'billRefund', 'leaseWithdrawal', 'adjust'));--> statement-breakpoint
-- Written by hand (drizzle-kit cannot declare it; server/db/schema/lease.ts explains it): a booth is
-- never held by two leases on one day. Each asset's days (counted from 2000-01-01) live in its own
-- block of 100,000, so two ranges overlap exactly when they are of the same asset and share a day.
ALTER TABLE "lease_booth_holds" ADD CONSTRAINT "lease_booth_holds_no_overlap" EXCLUDE USING gist ((int8range("asset_seq"::bigint * 100000 + ("start_date" - date '2000-01-01'), "asset_seq"::bigint * 100000 + ("end_date" - date '2000-01-01') + 1)) WITH &&);
