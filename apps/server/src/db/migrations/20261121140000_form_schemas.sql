-- Form schemas (issue 5): one configuration per tenant, appId and nodeId, kept as immutable
-- versions. Exactly one version is active; saving a new one retires the previous one in the same
-- transaction. Versions are never deleted or edited, except active → retired.

CREATE TABLE form_schema (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id   text NOT NULL REFERENCES tenant (tenant_id),
  app_id      text NOT NULL CHECK (app_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  node_id     text NOT NULL CHECK (node_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  version     integer NOT NULL CHECK (version >= 1),
  schema      jsonb NOT NULL CHECK (jsonb_typeof(schema) = 'object'),
  status      text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'retired')),
  -- The administrator's account id, or 'seed' for versions loaded from the seed files.
  created_by  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, app_id, node_id, version)
);

-- Exactly one active version per form: a concurrent second save fails here at the latest.
CREATE UNIQUE INDEX form_schema_one_active_idx ON form_schema (tenant_id, app_id, node_id)
  WHERE status = 'active';

CREATE FUNCTION form_schema_only_retire() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      RAISE EXCEPTION 'form_schema versions are never deleted';
    END IF;
    IF (NEW.tenant_id, NEW.app_id, NEW.node_id, NEW.version, NEW.schema, NEW.created_by, NEW.created_at)
        IS DISTINCT FROM
       (OLD.tenant_id, OLD.app_id, OLD.node_id, OLD.version, OLD.schema, OLD.created_by, OLD.created_at)
       OR NOT (OLD.status = 'active' AND NEW.status = 'retired') THEN
      RAISE EXCEPTION 'form_schema versions are immutable; only active → retired is allowed';
    END IF;
    RETURN NEW;
  END $$;

CREATE TRIGGER form_schema_immutable BEFORE UPDATE OR DELETE ON form_schema
  FOR EACH ROW EXECUTE FUNCTION form_schema_only_retire();

ALTER TABLE form_schema ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON form_schema
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
REVOKE DELETE ON form_schema FROM rer_app;
