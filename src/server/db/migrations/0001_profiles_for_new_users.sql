-- Every user gets a profile in the same transaction that creates the user, so no code path
-- (sign-up, invitation, admin tooling) can leave a user without one.
CREATE OR REPLACE FUNCTION keel_create_profile_for_user() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (id, email) VALUES (NEW.id, NEW.email)
  ON CONFLICT (id) DO NOTHING;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_create_profile ON users;
--> statement-breakpoint
CREATE TRIGGER users_create_profile AFTER INSERT ON users
FOR EACH ROW EXECUTE FUNCTION keel_create_profile_for_user();
--> statement-breakpoint
-- A changed sign-in email is mirrored on the profile the spec reads it from.
CREATE OR REPLACE FUNCTION keel_sync_profile_email() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET email = NEW.email, updated_at = now() WHERE id = NEW.id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_sync_profile_email ON users;
--> statement-breakpoint
CREATE TRIGGER users_sync_profile_email AFTER UPDATE OF email ON users
FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION keel_sync_profile_email();
