-- Each instance keeps its public read answers (branches, packages, products, slides, footer,
-- gallery) in memory and empties them when any of the rows they are made from changes
-- (src/lib/public-read-cache.ts). These statement-level triggers announce every change on the channel
-- 'public_content' (the payload names the table); PostgreSQL delivers it to every listening connection
-- when the transaction commits, and not at all when it rolls back.
CREATE FUNCTION public_content_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_content', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER places_public_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "places" FOR EACH STATEMENT EXECUTE FUNCTION public_content_notify();--> statement-breakpoint
CREATE TRIGGER packages_public_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "packages" FOR EACH STATEMENT EXECUTE FUNCTION public_content_notify();--> statement-breakpoint
CREATE TRIGGER package_descriptions_public_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "package_descriptions" FOR EACH STATEMENT EXECUTE FUNCTION public_content_notify();--> statement-breakpoint
CREATE TRIGGER products_public_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION public_content_notify();--> statement-breakpoint
CREATE TRIGGER slides_public_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "slides" FOR EACH STATEMENT EXECUTE FUNCTION public_content_notify();--> statement-breakpoint
CREATE TRIGGER footer_settings_public_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "footer_settings" FOR EACH STATEMENT EXECUTE FUNCTION public_content_notify();--> statement-breakpoint
CREATE TRIGGER gallery_images_public_content_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gallery_images" FOR EACH STATEMENT EXECUTE FUNCTION public_content_notify();
