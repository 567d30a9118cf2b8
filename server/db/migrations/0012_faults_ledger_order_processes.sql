-- Issue 18. Ledger rows get `seq`, the order they were applied in (drizzle-kit adds an identity
-- column in physical order: edited by hand so existing rows are numbered by time, then the identity
-- continues after them). `api_processes`: the registry of running API processes (server/processes.ts).
CREATE TABLE "api_processes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_processes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"uploads" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "stock_records_batch_idx";--> statement-breakpoint
DROP INDEX "credit_records_account_idx";--> statement-breakpoint
DROP INDEX "predeposit_records_customer_idx";--> statement-breakpoint
ALTER TABLE "stock_records" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "stock_records" r SET "seq" = o.n FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "stock_records") o WHERE o."id" = r."id";--> statement-breakpoint
ALTER TABLE "stock_records" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_records" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "stock_records_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('"stock_records_seq_seq"', coalesce(max("seq"), 0) + 1, false) FROM "stock_records";--> statement-breakpoint
ALTER TABLE "credit_records" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "credit_records" r SET "seq" = o.n FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "credit_records") o WHERE o."id" = r."id";--> statement-breakpoint
ALTER TABLE "credit_records" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_records" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "credit_records_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('"credit_records_seq_seq"', coalesce(max("seq"), 0) + 1, false) FROM "credit_records";--> statement-breakpoint
ALTER TABLE "predeposit_records" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "predeposit_records" r SET "seq" = o.n FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "predeposit_records") o WHERE o."id" = r."id";--> statement-breakpoint
ALTER TABLE "predeposit_records" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "predeposit_records" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "predeposit_records_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('"predeposit_records_seq_seq"', coalesce(max("seq"), 0) + 1, false) FROM "predeposit_records";--> statement-breakpoint
CREATE INDEX "api_processes_seen_idx" ON "api_processes" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "stock_records_batch_idx" ON "stock_records" USING btree ("batch_id","seq");--> statement-breakpoint
CREATE INDEX "credit_records_account_idx" ON "credit_records" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "predeposit_records_customer_idx" ON "predeposit_records" USING btree ("customer_id","seq","id");