-- Custom migration (drizzle-kit generate --custom): keeps unread_message_counts (schema/message.ts)
-- equal to each user's count of unread messages, whoever writes the messages (the app, the back
-- office, a seed), so the home badge reads one row instead of counting. Statement triggers with
-- transition tables: the counter rows are touched once per statement, after the message rows, in
-- user order (no new lock-order deadlock between two batch updates). A user's deletion cascades
-- to both tables: the DELETE branch only lowers existing counters, it never inserts one.
CREATE FUNCTION unread_message_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO unread_message_counts AS c (user_id, unread)
      SELECT user_id, count(*)::int FROM new_rows WHERE NOT is_read GROUP BY user_id ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET unread = c.unread + excluded.unread;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH d AS (
      SELECT user_id, sum(delta)::int AS delta FROM (
        SELECT user_id, 1 AS delta FROM new_rows WHERE NOT is_read
        UNION ALL
        SELECT user_id, -1 AS delta FROM old_rows WHERE NOT is_read
      ) x GROUP BY user_id HAVING sum(delta) <> 0
    ), lowered AS (
      UPDATE unread_message_counts c SET unread = c.unread + d.delta FROM d WHERE d.delta < 0 AND c.user_id = d.user_id
    )
    INSERT INTO unread_message_counts AS c (user_id, unread)
      SELECT user_id, delta FROM d WHERE delta > 0 ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET unread = c.unread + excluded.unread;
  ELSE
    UPDATE unread_message_counts c SET unread = c.unread - d.n
      FROM (SELECT user_id, count(*)::int AS n FROM old_rows WHERE NOT is_read GROUP BY user_id) d
      WHERE c.user_id = d.user_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER messages_unread_insert AFTER INSERT ON messages REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION unread_message_counts_apply();
--> statement-breakpoint
CREATE TRIGGER messages_unread_update AFTER UPDATE ON messages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION unread_message_counts_apply();
--> statement-breakpoint
CREATE TRIGGER messages_unread_delete AFTER DELETE ON messages REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION unread_message_counts_apply();
--> statement-breakpoint
INSERT INTO unread_message_counts (user_id, unread)
  SELECT user_id, count(*)::int FROM messages WHERE NOT is_read GROUP BY user_id;
