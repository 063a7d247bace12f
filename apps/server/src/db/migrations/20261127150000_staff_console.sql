-- The staff console (issue 20, ADR 39): accounts that must change their password at next sign-in,
-- roles an administrator creates, disables and maps onto the workflow's node roles, the 经办人 of an
-- account's company binding, and the audit log searched by time.

-- Set when an administrator creates the account or resets its password; cleared by the holder's
-- own password change. While set, the guard refuses every call but the change itself (ADR 39).
ALTER TABLE account ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;

-- status 0 = disabled (its holders lose what it grants at once); version for optimistic edits;
-- workflow_roles: the workflow node roles (flow JSON `role`, e.g. reviewer_first) it handles.
ALTER TABLE role
  ADD COLUMN status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN workflow_roles text[] NOT NULL DEFAULT '{}'
    CHECK (array_position(workflow_roles, NULL) IS NULL);

-- The 经办人 (the person who handles the company's business) of an enterprise binding. The ID
-- number is stored as given; lists and audit rows show it masked.
ALTER TABLE account_company
  ADD COLUMN agent_name text CHECK (char_length(agent_name) <= 50),
  ADD COLUMN agent_id_number text CHECK (agent_id_number ~ '^\d{17}[\dX]$'),
  ADD COLUMN agent_mobile text CHECK (agent_mobile ~ '^1\d{10}$');

-- The audit log page searches a tenant's rows by time, newest first, and by actor.
CREATE INDEX audit_log_time_idx ON audit_log (tenant_id, occurred_at DESC, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (tenant_id, actor_id, occurred_at DESC);
