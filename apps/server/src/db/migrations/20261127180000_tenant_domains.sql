-- Tenants kept by the platform operator (issue 20, ADR 42): several host names per tenant, an
-- optimistic version for concurrent edits, soft removal. The tenant tables stay global (they are
-- read before a request knows its tenant) and read-only for the application role: the tenant
-- administration writes them through the owner connection after its own operator check.

ALTER TABLE tenant ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
-- A removed tenant keeps its id (audit rows and reference data still name it) and frees its hosts.
ALTER TABLE tenant ADD COLUMN is_deleted boolean NOT NULL DEFAULT false;
ALTER TABLE tenant ADD CONSTRAINT tenant_forced_theme_check CHECK (
  forced_theme IS NULL OR forced_theme IN
    ('default', 'dev', 'white', 'dark', 'colourful', 'smart', 'iview', 'cool', 'd2', 'hey', 'lte'));
ALTER TABLE tenant ADD CONSTRAINT tenant_restricted_city_check CHECK (
  restricted_city_code IS NULL OR restricted_city_code ~ '^\d{6}$');

-- A host name serves one tenant: lower case, labels of letters, digits and hyphens.
CREATE TABLE tenant_domain (
  host        text PRIMARY KEY CHECK (
                char_length(host) BETWEEN 1 AND 253 AND host = lower(host)
                AND host ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$'),
  tenant_id   text NOT NULL REFERENCES tenant (tenant_id),
  sort        integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tenant_domain_tenant_idx ON tenant_domain (tenant_id, sort);

-- An existing installation keeps resolving the hosts it had in tenant.domain.
INSERT INTO tenant_domain (host, tenant_id, sort)
  SELECT lower(domain), tenant_id, 0 FROM tenant WHERE domain IS NOT NULL
  ON CONFLICT (host) DO NOTHING;
ALTER TABLE tenant DROP COLUMN domain;

GRANT SELECT ON tenant_domain TO rer_app;
REVOKE INSERT, UPDATE, DELETE ON tenant_domain FROM rer_app;

-- Every server process drops its cached tenants on commit (the event bus).
CREATE FUNCTION notify_tenant_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('rer_events', json_build_object('topic', 'tenant.changed', 'payload', '{}'::json)::text);
    RETURN NULL;
  END $$;
CREATE TRIGGER tenant_changed AFTER INSERT OR UPDATE OR DELETE ON tenant
  FOR EACH STATEMENT EXECUTE FUNCTION notify_tenant_change();
CREATE TRIGGER tenant_domain_changed AFTER INSERT OR UPDATE OR DELETE ON tenant_domain
  FOR EACH STATEMENT EXECUTE FUNCTION notify_tenant_change();
