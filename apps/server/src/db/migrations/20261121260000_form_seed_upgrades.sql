-- Form seed upgrades (ADR 19): which form_schema version each shipped seed schema created (with
-- the canonical SHA-256 of that schema), and the shipped schemas held back because an
-- administrator's version was the latest. Append-only: rows are never updated or deleted.

CREATE TABLE form_seed_release (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id    text NOT NULL REFERENCES tenant (tenant_id),
  app_id       text NOT NULL,
  node_id      text NOT NULL,
  -- SHA-256 (hex) of the schema's canonical JSON (object keys sorted, arrays in order).
  seed_hash    text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  outcome      text NOT NULL CHECK (outcome IN ('published', 'held')),
  -- published: the version the seed created.
  version      integer,
  -- held: the administrator's version that was the latest, and the shipped schema itself (so the
  -- form designer can offer it).
  held_behind  integer,
  schema       jsonb,
  recorded_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (
    CASE outcome
      WHEN 'published' THEN version IS NOT NULL AND held_behind IS NULL AND schema IS NULL
      ELSE version IS NULL AND held_behind IS NOT NULL AND jsonb_typeof(schema) = 'object'
    END
  ),
  FOREIGN KEY (tenant_id, app_id, node_id, version)
    REFERENCES form_schema (tenant_id, app_id, node_id, version),
  FOREIGN KEY (tenant_id, app_id, node_id, held_behind)
    REFERENCES form_schema (tenant_id, app_id, node_id, version)
);

-- One seed record per version: a second publisher of the same version fails here at the latest.
CREATE UNIQUE INDEX form_seed_release_published_idx ON form_seed_release (tenant_id, app_id, node_id, version)
  WHERE outcome = 'published';
-- A shipped schema held back behind one administrator version is recorded once.
CREATE UNIQUE INDEX form_seed_release_held_idx ON form_seed_release (tenant_id, app_id, node_id, held_behind, seed_hash)
  WHERE outcome = 'held';

CREATE FUNCTION form_seed_release_append_only() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'form_seed_release rows are never updated or deleted';
  END $$;

CREATE TRIGGER form_seed_release_append_only BEFORE UPDATE OR DELETE ON form_seed_release
  FOR EACH ROW EXECUTE FUNCTION form_seed_release_append_only();

ALTER TABLE form_seed_release ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON form_seed_release
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
REVOKE UPDATE, DELETE ON form_seed_release FROM rer_app;
