-- After the sale: cancellations and refunds, the wallet ledger, order history, seller members, tax invoices.
CREATE TABLE "cancellations" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"refund_method" text NOT NULL,
	"refund_paise" integer NOT NULL,
	"coins_returned" integer DEFAULT 0 NOT NULL,
	"gateway_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellations_refund_nonnegative" CHECK ("cancellations"."refund_paise" >= 0 and "cancellations"."coins_returned" >= 0),
	CONSTRAINT "cancellations_refund_method" CHECK ("cancellations"."refund_method" in ('original', 'wallet'))
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"seller_id" text NOT NULL,
	"financial_year" smallint NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_seller_id_financial_year_pk" PRIMARY KEY("seller_id","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"order_id" text PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"status" smallint NOT NULL,
	"actor" text NOT NULL,
	"changed_by" text,
	"tracking_number" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_history_status_range" CHECK ("order_status_history"."status" between 0 and 4),
	CONSTRAINT "order_status_history_actor" CHECK ("order_status_history"."actor" in ('seller', 'shopper', 'system'))
);
--> statement-breakpoint
CREATE TABLE "seller_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"delta_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" text,
	"cancellation_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_delta_nonzero" CHECK ("wallet_ledger"."delta_paise" <> 0),
	CONSTRAINT "wallet_ledger_reason" CHECK ("wallet_ledger"."reason" in ('refund', 'cashback', 'payment'))
);
--> statement-breakpoint
ALTER TABLE "coin_ledger" DROP CONSTRAINT "coin_ledger_reason";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "gst_rate_percent" smallint;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD COLUMN "referred_user_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cancellation_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "address_line" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wallet_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_members" ADD CONSTRAINT "seller_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_members" ADD CONSTRAINT "seller_members_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_cancellation_id_cancellations_id_fk" FOREIGN KEY ("cancellation_id") REFERENCES "public"."cancellations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellations_order_idx" ON "cancellations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cancellations_user_created_idx" ON "cancellations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "seller_members_seller_idx" ON "seller_members" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_created_idx" ON "wallet_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_cancellation_once" ON "wallet_ledger" USING btree ("cancellation_id");--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_cancellation_id_cancellations_id_fk" FOREIGN KEY ("cancellation_id") REFERENCES "public"."cancellations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coin_ledger_earned_once" ON "coin_ledger" USING btree ("order_id") WHERE "coin_ledger"."reason" = 'earned';--> statement-breakpoint
CREATE UNIQUE INDEX "coin_ledger_referral_once" ON "coin_ledger" USING btree ("referred_user_id") WHERE "coin_ledger"."reason" = 'referral';--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_gst_rate" CHECK ("categories"."gst_rate_percent" is null or "categories"."gst_rate_percent" in (0, 3, 5, 12, 18, 28));--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_reason" CHECK ("coin_ledger"."reason" in ('welcome', 'redeemed', 'refunded', 'released', 'earned', 'referral'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_wallet_nonnegative" CHECK ("users"."wallet_paise" >= 0);