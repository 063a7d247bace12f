-- Identity change notifications (ADR 6 amendment: the guard's snapshot cache).
-- Every change of a session, an account or an account's company / holder / product bindings
-- publishes `identity.changed` {tenantId, accountId} on the event channel, delivered on commit to
-- every server process, which drop the guard snapshots they hold for that account. Triggers, not
-- application code, so that no writer (an administrator's SQL included) can bypass them.
-- One NOTIFY per statement and affected (tenant, account); PostgreSQL folds duplicates within a
-- transaction.

CREATE FUNCTION notify_identity_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    item record;
  BEGIN
    FOR item IN SELECT DISTINCT tenant_id, account_id FROM changed_rows
    LOOP
      PERFORM pg_notify('rer_events', json_build_object(
        'topic', 'identity.changed',
        'payload', json_build_object('tenantId', item.tenant_id, 'accountId', item.account_id))::text);
    END LOOP;
    RETURN NULL;
  END $$;

-- The account table names its own id.
CREATE FUNCTION notify_account_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    item record;
  BEGIN
    FOR item IN SELECT DISTINCT tenant_id, id FROM changed_rows
    LOOP
      PERFORM pg_notify('rer_events', json_build_object(
        'topic', 'identity.changed',
        'payload', json_build_object('tenantId', item.tenant_id, 'accountId', item.id))::text);
    END LOOP;
    RETURN NULL;
  END $$;

CREATE TRIGGER auth_session_changed_upd AFTER UPDATE ON auth_session
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_identity_change();
CREATE TRIGGER auth_session_changed_del AFTER DELETE ON auth_session
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_identity_change();

CREATE TRIGGER account_changed_upd AFTER UPDATE ON account
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_account_change();
CREATE TRIGGER account_changed_del AFTER DELETE ON account
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_account_change();

CREATE TRIGGER account_company_changed_ins AFTER INSERT ON account_company
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_identity_change();
CREATE TRIGGER account_company_changed_upd AFTER UPDATE ON account_company
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_identity_change();
CREATE TRIGGER account_company_changed_del AFTER DELETE ON account_company
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_identity_change();

CREATE TRIGGER account_holder_changed_ins AFTER INSERT ON account_holder
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_identity_change();
CREATE TRIGGER account_holder_changed_upd AFTER UPDATE ON account_holder
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_identity_change();
CREATE TRIGGER account_holder_changed_del AFTER DELETE ON account_holder
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_identity_change();
