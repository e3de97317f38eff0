-- The dashboard's 'Usuarios' card at a chain's scale: accounts per role, kept by a trigger in the same
-- transaction as every account made, deleted or given another role (as place_totals, migration 0005), instead
-- of counting 50,000 customer accounts on each visit (4 ms, and growing with the chain). Never written by the app.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
CREATE TABLE "user_role_counts" (
	"role" text PRIMARY KEY NOT NULL,
	"accounts" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE FUNCTION user_role_counts_add(r text, n integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO user_role_counts AS c (role, accounts) VALUES (r, n)
  ON CONFLICT (role) DO UPDATE SET accounts = c.accounts + excluded.accounts
$$;--> statement-breakpoint
-- A role change moves the account from one count to the other, the two rows in role order (no deadlock between
-- two changes in opposite directions).
CREATE FUNCTION users_role_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.role IS NOT DISTINCT FROM NEW.role THEN RETURN NULL; END IF;
    IF NEW.role < OLD.role THEN
      PERFORM user_role_counts_add(NEW.role, 1);
      PERFORM user_role_counts_add(OLD.role, -1);
    ELSE
      PERFORM user_role_counts_add(OLD.role, -1);
      PERFORM user_role_counts_add(NEW.role, 1);
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM user_role_counts_add(NEW.role, 1);
  ELSE
    PERFORM user_role_counts_add(OLD.role, -1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_role_counts AFTER INSERT OR DELETE OR UPDATE OF role ON users FOR EACH ROW EXECUTE FUNCTION users_role_counts();--> statement-breakpoint
INSERT INTO user_role_counts (role, accounts) SELECT role, count(*) FROM users GROUP BY role;
