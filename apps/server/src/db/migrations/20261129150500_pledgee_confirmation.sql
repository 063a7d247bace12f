-- Pledgee confirmation of an equity pledge (550063; issue 23, ADR 72).
-- Each confirmation link sent to the pledgee: only the SHA-256 of its random token is kept, so a
-- database reader cannot open a link. A link expires (expires_at), is spent once the pledgee
-- confirms (used_at), and a newer link of the same application supersedes it (superseded_at).
-- certify_id is the face check the pledgee started from this link (only that check may confirm);
-- face_starts bounds the checks one link may start (each costs a provider call).
CREATE TABLE pledgee_confirm_link (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id       text NOT NULL REFERENCES tenant (tenant_id),
  application_id  uuid NOT NULL REFERENCES application (uuid),
  token_sha256    text NOT NULL UNIQUE CHECK (token_sha256 ~ '^[0-9a-f]{64}$'),
  channel         text NOT NULL CHECK (channel IN ('sms', 'staff')),
  issued_by       uuid NOT NULL,
  issued_at       timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  certify_id      text CHECK (char_length(certify_id) BETWEEN 1 AND 64),
  face_starts     smallint NOT NULL DEFAULT 0 CHECK (face_starts BETWEEN 0 AND 5),
  used_at         timestamptz,
  superseded_at   timestamptz,
  CHECK (expires_at > issued_at)
);
CREATE INDEX pledgee_confirm_link_app_idx ON pledgee_confirm_link (tenant_id, application_id, issued_at DESC);

-- The pledgee's confirmation: one per application, with the face picture kept as its attachment.
CREATE TABLE pledgee_confirmation (
  application_id  uuid PRIMARY KEY REFERENCES application (uuid),
  tenant_id       text NOT NULL REFERENCES tenant (tenant_id),
  link_id         bigint NOT NULL REFERENCES pledgee_confirm_link (id),
  certify_id      text NOT NULL,
  face_attach_id  uuid NOT NULL,
  confirmed_at    timestamptz NOT NULL
);

ALTER TABLE pledgee_confirm_link ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON pledgee_confirm_link
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
ALTER TABLE pledgee_confirmation ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON pledgee_confirmation
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());

-- A confirmation is a legal record: the application role may add it, never change or remove it.
REVOKE UPDATE, DELETE, TRUNCATE ON pledgee_confirmation FROM rer_app;
REVOKE DELETE, TRUNCATE ON pledgee_confirm_link FROM rer_app;
