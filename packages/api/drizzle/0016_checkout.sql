-- Checkout: a coin ledger, Idempotency-Keys, gateway orders and events, and checkouts that wait for a payment.
CREATE TABLE "coin_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coin_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"parent_order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_ledger_delta_nonzero" CHECK ("coin_ledger"."delta" <> 0),
	CONSTRAINT "coin_ledger_reason" CHECK ("coin_ledger"."reason" in ('welcome', 'redeemed', 'refunded', 'released', 'earned'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"parent_order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_order_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount_paise" > 0),
	CONSTRAINT "payment_orders_status" CHECK ("payment_orders"."status" in ('created', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "simulated_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_order_id" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "product_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_orders" ADD COLUMN "state" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_orders" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parent_orders" ADD COLUMN "coin_value_paise" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_orders" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_parent_order_id_parent_orders_id_fk" FOREIGN KEY ("parent_order_id") REFERENCES "public"."parent_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_parent_order_id_parent_orders_id_fk" FOREIGN KEY ("parent_order_id") REFERENCES "public"."parent_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_parent_order_id_parent_orders_id_fk" FOREIGN KEY ("parent_order_id") REFERENCES "public"."parent_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_payments" ADD CONSTRAINT "simulated_payments_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_ledger_user_created_idx" ON "coin_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_parent_idx" ON "payment_orders" USING btree ("parent_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_payment_id_unique" ON "payment_orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "parent_orders_pending_pay_by_idx" ON "parent_orders" USING btree ("pay_by") WHERE "parent_orders"."state" = 'pending_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "parent_orders_payment_id_unique" ON "parent_orders" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "parent_orders" ADD CONSTRAINT "parent_orders_state" CHECK ("parent_orders"."state" in ('placed', 'pending_payment', 'released'));--> statement-breakpoint
ALTER TABLE "parent_orders" ADD CONSTRAINT "parent_orders_pending_has_pay_by" CHECK ("parent_orders"."state" <> 'pending_payment' or "parent_orders"."pay_by" is not null);--> statement-breakpoint
-- The balance every existing shopper has becomes their ledger's first entry, so balance = sum of entries.
INSERT INTO "coin_ledger" ("user_id", "delta", "reason") SELECT "id", "coin", 'welcome' FROM "users" WHERE "coin" > 0;