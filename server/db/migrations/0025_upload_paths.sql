-- Uploads stored with a host (older data: http://localhost:3000/api/1.0/images/<id>) become
-- paths on the site, as new ones are stored, so a change of domain breaks none of them.
-- Emails keep absolute addresses: email_template_overrides is left as it is.
UPDATE "content" SET "data" = regexp_replace("data"::text, 'https?://[^/\"\s\\]+(/api/1\.0/(images|documents)/)', '\1', 'g')::jsonb WHERE "data"::text ~ 'https?://[^/\"\s\\]+(/api/1\.0/(images|documents)/)';
--> statement-breakpoint
UPDATE "callouts" SET "image" = regexp_replace("image", 'https?://[^/\"\s\\]+(/api/1\.0/(images|documents)/)', '\1', 'g') WHERE "image" ~ 'https?://[^/\"\s\\]+(/api/1\.0/(images|documents)/)';
--> statement-breakpoint
UPDATE "callouts" SET "form_schema" = regexp_replace("form_schema"::text, 'https?://[^/\"\s\\]+(/api/1\.0/(images|documents)/)', '\1', 'g')::jsonb WHERE "form_schema"::text ~ 'https?://[^/\"\s\\]+(/api/1\.0/(images|documents)/)';
--> statement-breakpoint
UPDATE "callout_variants" SET "intro" = regexp_replace("intro", 'https?://[^/\"\s\\]+(/api/1\.0/(images|documents)/)', '\1', 'g') WHERE "intro" ~ 'https?://[^/\"\s\\]+(/api/1\.0/(images|documents)/)';
--> statement-breakpoint
UPDATE "callout_variants" SET "thanks_text" = regexp_replace("thanks_text", 'https?://[^/\"\s\\]+(/api/1\.0/(images|documents)/)', '\1', 'g') WHERE "thanks_text" ~ 'https?://[^/\"\s\\]+(/api/1\.0/(images|documents)/)';
--> statement-breakpoint
UPDATE "callout_variants" SET "component_text" = regexp_replace("component_text"::text, 'https?://[^/\"\s\\]+(/api/1\.0/(images|documents)/)', '\1', 'g')::jsonb WHERE "component_text"::text ~ 'https?://[^/\"\s\\]+(/api/1\.0/(images|documents)/)';
--> statement-breakpoint
UPDATE "callout_responses" SET "answers" = regexp_replace("answers"::text, 'https?://[^/\"\s\\]+(/api/1\.0/(images|documents)/)', '\1', 'g')::jsonb WHERE "answers"::text ~ 'https?://[^/\"\s\\]+(/api/1\.0/(images|documents)/)';
--> statement-breakpoint
UPDATE "callout_response_history" SET "before" = regexp_replace("before"::text, 'https?://[^/\"\s\\]+(/api/1\.0/(images|documents)/)', '\1', 'g')::jsonb WHERE "before"::text ~ 'https?://[^/\"\s\\]+(/api/1\.0/(images|documents)/)';
--> statement-breakpoint
UPDATE "callout_response_history" SET "after" = regexp_replace("after"::text, 'https?://[^/\"\s\\]+(/api/1\.0/(images|documents)/)', '\1', 'g')::jsonb WHERE "after"::text ~ 'https?://[^/\"\s\\]+(/api/1\.0/(images|documents)/)';
