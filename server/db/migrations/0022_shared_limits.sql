CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_counters_expires" ON "rate_counters" USING btree ("expires");