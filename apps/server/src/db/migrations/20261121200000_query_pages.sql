-- Query pages (issue 5, 001 §2.1): the configuration of each /queryPage/{pageKey} per tenant,
-- kept as immutable versions like form_schema. Exactly one version is active; saving a new one
-- retires the previous one in the same transaction. Versions are never deleted or edited, except
-- active → retired.

CREATE TABLE query_page_config (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id   text NOT NULL REFERENCES tenant (tenant_id),
  page_key    text NOT NULL CHECK (page_key ~ '^[A-Za-z][A-Za-z0-9_-]{0,63}$'),
  version     integer NOT NULL CHECK (version >= 1),
  config      jsonb NOT NULL CHECK (jsonb_typeof(config) = 'object'),
  status      text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'retired')),
  -- The administrator's account id, or 'seed' for versions loaded from the seed files.
  created_by  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, page_key, version)
);

-- Exactly one active version per page: a concurrent second save fails here at the latest.
CREATE UNIQUE INDEX query_page_config_one_active_idx ON query_page_config (tenant_id, page_key)
  WHERE status = 'active';

CREATE FUNCTION query_page_config_only_retire() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      RAISE EXCEPTION 'query_page_config versions are never deleted';
    END IF;
    IF (NEW.tenant_id, NEW.page_key, NEW.version, NEW.config, NEW.created_by, NEW.created_at)
        IS DISTINCT FROM
       (OLD.tenant_id, OLD.page_key, OLD.version, OLD.config, OLD.created_by, OLD.created_at)
       OR NOT (OLD.status = 'active' AND NEW.status = 'retired') THEN
      RAISE EXCEPTION 'query_page_config versions are immutable; only active → retired is allowed';
    END IF;
    RETURN NEW;
  END $$;

CREATE TRIGGER query_page_config_immutable BEFORE UPDATE OR DELETE ON query_page_config
  FOR EACH ROW EXECUTE FUNCTION query_page_config_only_retire();

ALTER TABLE query_page_config ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON query_page_config
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
REVOKE DELETE ON query_page_config FROM rer_app;
