CREATE TABLE "beabee_import_ids" (
	"kind" text NOT NULL,
	"beabee_id" text NOT NULL,
	"agora_id" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beabee_import_ids_kind_beabee_id_pk" PRIMARY KEY("kind","beabee_id")
);
