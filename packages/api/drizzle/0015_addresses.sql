-- Shoppers keep a book of delivery addresses: at most one default each (a partial unique index).
CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"alternative_phone_number" text,
	"type_of_address" text NOT NULL,
	"primary_address" boolean DEFAULT false NOT NULL,
	"house_name" text NOT NULL,
	"local_area" text NOT NULL,
	"land_mark" text,
	"pincode" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_type" CHECK ("addresses"."type_of_address" in ('Home', 'Office')),
	CONSTRAINT "addresses_pincode_digits" CHECK ("addresses"."pincode" ~ '^[0-9]{6}$'),
	CONSTRAINT "addresses_coordinates" CHECK (("addresses"."latitude" is null) = ("addresses"."longitude" is null))
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_primary_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."primary_address";