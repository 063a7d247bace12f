-- Platform foundation: roles, tenants, reference data, params, jobs, audit, Chinese search helpers.
-- Runs unchanged on PostgreSQL 15+ and on PGlite. Forward-only: never edit after it has landed.

-- The application role. Tenant transactions switch to it (SET LOCAL ROLE) so that row-level
-- security applies even when the connecting user owns the tables or is a superuser.
-- Created and granted only when missing: a database owner without CREATEROLE gets both from an
-- administrator beforehand (README, deployment step 1). Edited after landing with the same effect
-- on databases where it already ran; its earlier checksum is accepted in migrate.ts (ADR 30).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'rer_app') THEN
    CREATE ROLE rer_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
  IF NOT pg_has_role(current_user, 'rer_app', 'MEMBER') THEN
    EXECUTE format('GRANT rer_app TO %I', current_user);
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN
    NULL; -- made by a concurrent migration of another database of the cluster
  WHEN insufficient_privilege THEN
    RAISE EXCEPTION USING
      ERRCODE = 'insufficient_privilege',
      MESSAGE = format('数据库用户 %1$s 无权创建或授予角色 rer_app：请由数据库管理员先执行 '
        'create role rer_app nologin; grant rer_app to %1$I;', current_user);
END $$;

GRANT USAGE ON SCHEMA public TO rer_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO rer_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO rer_app;

-- The tenant of the current transaction, or NULL when none is set.
CREATE FUNCTION app_tenant_id() RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('app.tenant_id', true), '') $$;

-- Chinese substring search. pg_trgm needs three characters and most Chinese names are two or
-- three, so index every single character and every pair of adjacent characters instead.
-- Query with: cjk_bigrams(col) @> cjk_query_tokens(:q) AND col LIKE '%' || :q || '%'.
CREATE FUNCTION cjk_bigrams(input text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(DISTINCT token), '{}'::text[])
    FROM (
      SELECT substr(s, i, 1) AS token FROM (SELECT lower(input) AS s) x, generate_series(1, char_length(s)) i
      UNION ALL
      SELECT substr(s, i, 2) FROM (SELECT lower(input) AS s) x, generate_series(1, char_length(s) - 1) i
    ) t
    WHERE token !~ '^\s*$'
  $$;

-- The tokens a search string must contain: its pairs when it has two or more characters,
-- otherwise its single character.
CREATE FUNCTION cjk_query_tokens(input text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT CASE
      WHEN char_length(input) >= 2 THEN (
        SELECT coalesce(array_agg(DISTINCT substr(lower(input), i, 2)), '{}'::text[])
        FROM generate_series(1, char_length(input) - 1) i)
      ELSE ARRAY[lower(input)]
    END
  $$;

-- Tenants are looked up before the request knows its tenant (by domain), so this table is global.
CREATE TABLE tenant (
  tenant_id            text PRIMARY KEY CHECK (tenant_id ~ '^\d{6}$'),
  tenant_name          text NOT NULL CHECK (char_length(tenant_name) BETWEEN 1 AND 100),
  domain               text UNIQUE,
  is_shared_platform   boolean NOT NULL DEFAULT false,
  forced_theme         text,
  restricted_city_code text,
  status               smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);

-- Administrative divisions: national reference data, shared by all tenants.
-- Codes are unique only per level (a few counties share their prefecture's code).
CREATE TABLE region (
  code                 text NOT NULL CHECK (code ~ '^\d{6}$'),
  level                smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
  parent_code          text,
  name                 text NOT NULL,
  sort                 integer NOT NULL DEFAULT 0,
  is_placeholder       boolean NOT NULL DEFAULT false,
  is_statistical_zone  boolean NOT NULL DEFAULT false,
  PRIMARY KEY (code, level)
);
CREATE INDEX region_parent_idx ON region (parent_code, level, sort);
CREATE INDEX region_name_cjk_idx ON region USING gin (cjk_bigrams(name));

-- Business dictionaries (dict-biz), per tenant.
CREATE TABLE dict_biz_type (
  tenant_id   text NOT NULL REFERENCES tenant (tenant_id),
  code        text NOT NULL CHECK (code ~ '^[A-Za-z][A-Za-z0-9_.-]*$'),
  name        text NOT NULL,
  remark      text,
  is_sealed   boolean NOT NULL DEFAULT false,
  version     integer NOT NULL DEFAULT 1,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, code)
);

CREATE TABLE dict_biz (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id   text NOT NULL,
  code        text NOT NULL,
  dict_key    text NOT NULL CHECK (char_length(dict_key) BETWEEN 1 AND 64),
  dict_value  text NOT NULL CHECK (char_length(dict_value) BETWEEN 1 AND 255),
  parent_key  text,
  sort        integer NOT NULL DEFAULT 0,
  remark      text,
  is_sealed   boolean NOT NULL DEFAULT false,
  is_deleted  boolean NOT NULL DEFAULT false,
  version     integer NOT NULL DEFAULT 1,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, code, dict_key),
  FOREIGN KEY (tenant_id, code) REFERENCES dict_biz_type (tenant_id, code)
);
CREATE INDEX dict_biz_lookup_idx ON dict_biz (tenant_id, code, sort, id) WHERE NOT is_deleted;
CREATE INDEX dict_biz_parent_idx ON dict_biz (tenant_id, code, parent_key) WHERE NOT is_deleted;

-- System parameters (param-biz), per tenant.
CREATE TABLE param_biz (
  tenant_id    text NOT NULL REFERENCES tenant (tenant_id),
  param_key    text NOT NULL CHECK (param_key ~ '^[A-Za-z][A-Za-z0-9_.-]*$'),
  param_name   text NOT NULL,
  param_value  text NOT NULL,
  remark       text,
  is_public    boolean NOT NULL DEFAULT false,
  version      integer NOT NULL DEFAULT 1,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, param_key)
);

-- Which reference-data set (by checksum) has been loaded, so a restart skips unchanged seeds.
CREATE TABLE seed_state (
  name        text PRIMARY KEY,
  checksum    text NOT NULL,
  loaded_at   timestamptz NOT NULL DEFAULT now()
);

-- Background jobs shared by every server process (claimed with FOR UPDATE SKIP LOCKED).
CREATE TABLE job (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id     text NOT NULL,
  queue         text NOT NULL,
  payload       jsonb NOT NULL DEFAULT '{}'::jsonb,
  dedupe_key    text,
  status        text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  attempts      integer NOT NULL DEFAULT 0,
  max_attempts  integer NOT NULL DEFAULT 5 CHECK (max_attempts >= 1),
  run_at        timestamptz NOT NULL DEFAULT now(),
  locked_by     text,
  locked_until  timestamptz,
  last_error    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  finished_at   timestamptz
);
CREATE UNIQUE INDEX job_dedupe_idx ON job (queue, dedupe_key) WHERE dedupe_key IS NOT NULL;
CREATE INDEX job_ready_idx ON job (queue, run_at) WHERE status = 'queued';
CREATE INDEX job_lease_idx ON job (locked_until) WHERE status = 'running';

-- Audit trail: who did what, when, from where. Append-only.
CREATE TABLE audit_log (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id    text NOT NULL,
  occurred_at  timestamptz NOT NULL DEFAULT now(),
  actor_id     text,
  actor_name   text,
  ip           text,
  request_id   text,
  action       text NOT NULL,
  target_type  text,
  target_id    text,
  detail       jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_log_target_idx ON audit_log (tenant_id, target_type, target_id, occurred_at);

CREATE FUNCTION refuse_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
  END $$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

-- Change notifications: one NOTIFY per statement and affected (tenant, dictionary), delivered on
-- commit to every server process, which drop their cached answers.
CREATE FUNCTION notify_dict_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    item record;
  BEGIN
    FOR item IN
      SELECT DISTINCT tenant_id, code FROM changed_rows
    LOOP
      PERFORM pg_notify('rer_events', json_build_object(
        'topic', 'dictionary.changed',
        'payload', json_build_object('tenantId', item.tenant_id, 'code', item.code))::text);
    END LOOP;
    RETURN NULL;
  END $$;
CREATE TRIGGER dict_biz_changed_ins AFTER INSERT ON dict_biz
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dict_change();
CREATE TRIGGER dict_biz_changed_upd AFTER UPDATE ON dict_biz
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dict_change();
CREATE TRIGGER dict_biz_changed_del AFTER DELETE ON dict_biz
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_dict_change();

CREATE FUNCTION notify_param_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    item record;
  BEGIN
    FOR item IN SELECT DISTINCT tenant_id FROM changed_rows
    LOOP
      PERFORM pg_notify('rer_events', json_build_object(
        'topic', 'param.changed', 'payload', json_build_object('tenantId', item.tenant_id))::text);
    END LOOP;
    RETURN NULL;
  END $$;
CREATE TRIGGER param_biz_changed_ins AFTER INSERT ON param_biz
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_param_change();
CREATE TRIGGER param_biz_changed_upd AFTER UPDATE ON param_biz
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_param_change();
CREATE TRIGGER param_biz_changed_del AFTER DELETE ON param_biz
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_param_change();

-- Row-level security: every tenant-scoped table admits only the transaction's tenant to the
-- application role. The owner (migrations, seeding, the jobs runner) is not subject to it:
-- requests always run as rer_app, infrastructure that spans tenants runs as the owner.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['dict_biz_type', 'dict_biz', 'param_biz', 'job', 'audit_log']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())',
      t);
  END LOOP;
END $$;

-- Reference tables are readable by the application role, never writable by it.
GRANT SELECT ON tenant, region TO rer_app;
REVOKE INSERT, UPDATE, DELETE ON tenant, region FROM rer_app;
-- The application appends to the audit trail; it never rewrites it.
REVOKE UPDATE, DELETE ON audit_log FROM rer_app;
