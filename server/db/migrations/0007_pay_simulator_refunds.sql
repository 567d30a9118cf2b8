CREATE TABLE "pay_simulator_refunds" (
	"refund_no" text PRIMARY KEY NOT NULL,
	"pay_no" text NOT NULL,
	"refund_id" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"notify_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_simulator_refunds_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "pay_simulator_refunds_amount_pos" CHECK ("pay_simulator_refunds"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "pay_simulator_refunds" ADD CONSTRAINT "pay_simulator_refunds_pay_no_pay_simulator_transactions_pay_no_fk" FOREIGN KEY ("pay_no") REFERENCES "public"."pay_simulator_transactions"("pay_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_simulator_refunds_pay_idx" ON "pay_simulator_refunds" USING btree ("pay_no");