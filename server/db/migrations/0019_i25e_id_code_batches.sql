CREATE TABLE "id_code_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "id_code_batches_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "id_code_batches_user_idx" ON "id_code_batches" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "id_code_batches_expires_idx" ON "id_code_batches" USING btree ("expires_at");