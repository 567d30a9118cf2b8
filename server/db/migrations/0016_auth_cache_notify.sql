-- Custom migration (drizzle-kit generate --custom): tells every API process when what a token or
-- a user's grants resolve to may have changed, so the per-process cache of both
-- (server/auth/authCache.ts) forgets it. NOTIFY auth_cache with the user's id for a change of the
-- user, of one of its tokens or of its role bindings; with '*' (every user) for a change of the
-- roles or modules themselves. Delivered at commit to every listening connection, the writer's own
-- included (before its COMMIT answers), so the process that revoked a token refuses it at once and
-- the others as soon as their listener hears it.
CREATE FUNCTION auth_cache_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('auth_cache', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('auth_cache', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION auth_cache_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_cache', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_auth_cache AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION auth_cache_notify_user('id');
--> statement-breakpoint
CREATE TRIGGER auth_tokens_auth_cache AFTER UPDATE OR DELETE ON auth_tokens
  FOR EACH ROW EXECUTE FUNCTION auth_cache_notify_user('user_id');
--> statement-breakpoint
CREATE TRIGGER sys_role_users_auth_cache AFTER INSERT OR UPDATE OR DELETE ON sys_role_users
  FOR EACH ROW EXECUTE FUNCTION auth_cache_notify_user('user_id');
--> statement-breakpoint
CREATE TRIGGER sys_roles_auth_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_roles
  FOR EACH STATEMENT EXECUTE FUNCTION auth_cache_notify_all();
--> statement-breakpoint
CREATE TRIGGER sys_role_modules_auth_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role_modules
  FOR EACH STATEMENT EXECUTE FUNCTION auth_cache_notify_all();
--> statement-breakpoint
CREATE TRIGGER sys_modules_auth_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_modules
  FOR EACH STATEMENT EXECUTE FUNCTION auth_cache_notify_all();
