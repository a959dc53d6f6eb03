-- A cart line remembers the offer price it was added at (a changed price is shown, not silently charged;
-- lines already in carts take today's price), and shoppers keep named lists they can share by a link.
CREATE TABLE "sharable_list_items" (
	"list_id" text NOT NULL,
	"product_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sharable_list_items_list_id_product_id_pk" PRIMARY KEY("list_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "sharable_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"list_name" text NOT NULL,
	"share_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "added_offer_price_paise" integer;--> statement-breakpoint
UPDATE "cart_items" SET "added_offer_price_paise" = "products"."offer_price_paise" FROM "products" WHERE "products"."id" = "cart_items"."product_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "added_offer_price_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sharable_list_items" ADD CONSTRAINT "sharable_list_items_list_id_sharable_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."sharable_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharable_list_items" ADD CONSTRAINT "sharable_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharable_lists" ADD CONSTRAINT "sharable_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sharable_lists_user_name_idx" ON "sharable_lists" USING btree ("user_id",lower("list_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sharable_lists_share_id_idx" ON "sharable_lists" USING btree ("share_id");