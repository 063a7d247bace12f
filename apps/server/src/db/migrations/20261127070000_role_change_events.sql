-- Role changes reach the guard's snapshot cache (ADR 29: roles are read with the session, not from
-- the token). A change of an account's roles publishes `identity.changed` {tenantId, accountId};
-- a change of a role itself (its alias) publishes {tenantId} alone, and every process drops all
-- its snapshots (the subscriber clears the cache when no account is named).

CREATE TRIGGER account_role_changed_ins AFTER INSERT ON account_role
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_identity_change();
CREATE TRIGGER account_role_changed_upd AFTER UPDATE ON account_role
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_identity_change();
CREATE TRIGGER account_role_changed_del AFTER DELETE ON account_role
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_identity_change();

CREATE FUNCTION notify_role_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    item record;
  BEGIN
    FOR item IN SELECT DISTINCT tenant_id FROM changed_rows
    LOOP
      PERFORM pg_notify('rer_events', json_build_object(
        'topic', 'identity.changed',
        'payload', json_build_object('tenantId', item.tenant_id))::text);
    END LOOP;
    RETURN NULL;
  END $$;

CREATE TRIGGER role_changed_upd AFTER UPDATE ON role
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_role_change();
CREATE TRIGGER role_changed_del AFTER DELETE ON role
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_role_change();
