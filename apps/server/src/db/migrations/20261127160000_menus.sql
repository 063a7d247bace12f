-- Menus as data (issue 20, 002 §3 menu item, §6 roles and buttons): the side menu of each zone
-- and the button permissions, per tenant, edited by administrators. Rows come from the shipped
-- tree (modules/menus/shipped-menus.ts) or from an administrator; a shipped row an administrator
-- has edited is never overwritten by a later shipped change. Removal is soft, so a shipped item
-- an administrator removed is not brought back by the next start.

CREATE TABLE menu_item (
  id            uuid PRIMARY KEY,
  tenant_id     text NOT NULL REFERENCES tenant (tenant_id),
  zone          text NOT NULL
                CHECK (zone IN ('org', 'member', 'personalholder', 'orgholder', 'productholder', 'mgr')),
  item_key      text NOT NULL CHECK (item_key ~ '^[a-z][a-z0-9_-]{0,63}$'),
  parent_id     uuid REFERENCES menu_item (id),
  -- 1 menu item, 2 button (a permission code, never shown in the side menu).
  category      smallint NOT NULL CHECK (category IN (1, 2)),
  code          text CHECK (code IS NULL OR code ~ '^[a-z][a-z0-9_]{0,63}$'),
  name          text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 30),
  path          text NOT NULL DEFAULT '' CHECK (char_length(path) <= 200),
  icon          text NOT NULL DEFAULT '' CHECK (char_length(icon) <= 64),
  sort          integer NOT NULL DEFAULT 0,
  -- Role aliases that see the item; empty = everyone of the zone (002 §6).
  roles         text[] NOT NULL DEFAULT '{}',
  query         text NOT NULL DEFAULT '' CHECK (char_length(query) <= 500),
  is_deleted    boolean NOT NULL DEFAULT false,
  -- The hash of the shipped definition the row was last written from; NULL: an administrator's item.
  shipped_hash  text,
  admin_edited  boolean NOT NULL DEFAULT false,
  version       integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, zone, item_key),
  CHECK ((category = 2) = (code IS NOT NULL))
);
CREATE INDEX menu_item_tree_idx ON menu_item (tenant_id, zone, parent_id, sort) WHERE NOT is_deleted;
-- A button code is one permission per zone.
CREATE UNIQUE INDEX menu_item_code_idx ON menu_item (tenant_id, zone, code)
  WHERE code IS NOT NULL AND NOT is_deleted;

-- The shipped tree last synchronised into each tenant (one hash over the whole tree).
CREATE TABLE menu_seed_state (
  tenant_id   text PRIMARY KEY REFERENCES tenant (tenant_id),
  tree_hash   text NOT NULL,
  synced_at   timestamptz NOT NULL DEFAULT now()
);

-- Every server process drops its cached menus of the tenant on commit (the event bus).
CREATE FUNCTION notify_menu_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    item record;
  BEGIN
    FOR item IN SELECT DISTINCT tenant_id FROM changed_rows
    LOOP
      PERFORM pg_notify('rer_events', json_build_object(
        'topic', 'menu.changed', 'payload', json_build_object('tenantId', item.tenant_id))::text);
    END LOOP;
    RETURN NULL;
  END $$;
CREATE TRIGGER menu_item_changed_ins AFTER INSERT ON menu_item
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_menu_change();
CREATE TRIGGER menu_item_changed_upd AFTER UPDATE ON menu_item
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_menu_change();

ALTER TABLE menu_item ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON menu_item
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
ALTER TABLE menu_seed_state ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON menu_seed_state
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
-- Removal is soft: the application never deletes a menu row.
REVOKE DELETE ON menu_item, menu_seed_state FROM rer_app;
