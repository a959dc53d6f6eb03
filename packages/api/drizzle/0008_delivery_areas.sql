CREATE TABLE "delivery_areas" (
	"prefix" text PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"delivery_days" smallint NOT NULL,
	CONSTRAINT "delivery_areas_prefix_digits" CHECK ("delivery_areas"."prefix" ~ '^[1-9][0-9]{2}$'),
	CONSTRAINT "delivery_areas_days_range" CHECK ("delivery_areas"."delivery_days" between 1 and 30)
);
