-- Financing roadshows (融资路演, ADR 88). Register staff organise an activity (draft, then published
-- by another staff member); enterprises sign up to present a project, staff approve or return each
-- sign-up, and the public calendar shows the published activities with their approved presenters
-- (enterprise, project, amount: no person's data). 报名中 / 已截止 / 已结束 are not stored: they follow
-- from the published row's times at the server's clock. Every change is made at the version read and
-- writes its audit row; rows are never deleted.
CREATE TABLE roadshow_activity (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id        text NOT NULL REFERENCES tenant (tenant_id),
  title            text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 60),
  theme            text NOT NULL CHECK (char_length(theme) BETWEEN 1 AND 100),
  form             text NOT NULL CHECK (form IN ('1', '2')),
  start_at         timestamptz NOT NULL,
  end_at           timestamptz NOT NULL,
  signup_deadline  timestamptz NOT NULL,
  place            text CHECK (char_length(place) <= 200),
  link             text CHECK (link ~ '^https://'),
  capacity         integer NOT NULL CHECK (capacity BETWEEN 1 AND 100),
  description      text CHECK (char_length(description) <= 2000),
  -- 1 草稿, 2 已发布, 5 已取消.
  status           smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 5)),
  cancel_reason    text CHECK (char_length(cancel_reason) <= 200),
  created_by       uuid NOT NULL,
  published_by     uuid,
  published_at     timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  version          integer NOT NULL DEFAULT 1 CHECK (version > 0),
  CHECK (end_at > start_at),
  CHECK (signup_deadline <= start_at),
  CHECK (form <> '1' OR link IS NOT NULL),
  CHECK (form <> '2' OR place IS NOT NULL),
  -- Maker ≠ checker: the staff member who published is not the one who wrote the draft.
  CHECK (published_by IS NULL OR published_by <> created_by),
  CHECK (status <> 5 OR cancel_reason IS NOT NULL)
);
CREATE INDEX roadshow_activity_start_idx ON roadshow_activity (tenant_id, start_at DESC, id DESC);

ALTER TABLE roadshow_activity ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON roadshow_activity
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
REVOKE DELETE, TRUNCATE ON roadshow_activity FROM rer_app;

-- An enterprise's sign-up to present: 1 待审核, 2 已通过, 3 未通过, 4 已撤回. Pending and approved
-- sign-ups take a place; the sign-up locks the activity row, so the last place goes to one only.
CREATE TABLE roadshow_registration (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id        text NOT NULL REFERENCES tenant (tenant_id),
  activity_id      bigint NOT NULL REFERENCES roadshow_activity (id),
  company_id       uuid NOT NULL REFERENCES company (uuid),
  project          text NOT NULL CHECK (char_length(project) BETWEEN 1 AND 60),
  need_id          bigint REFERENCES financing_need (id),
  contact_name     text NOT NULL CHECK (char_length(contact_name) BETWEEN 1 AND 30),
  contact_mobile   text NOT NULL CHECK (contact_mobile ~ '^1[0-9]{10}$'),
  pitch            text NOT NULL CHECK (char_length(pitch) BETWEEN 1 AND 500),
  status           smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 4),
  review_opinion   text CHECK (char_length(review_opinion) <= 500),
  reviewed_by      uuid,
  reviewed_at      timestamptz,
  created_by       uuid NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  version          integer NOT NULL DEFAULT 1 CHECK (version > 0)
);
-- One live sign-up per enterprise and activity (a withdrawn or returned one may be followed by another).
CREATE UNIQUE INDEX roadshow_registration_live_idx ON roadshow_registration (activity_id, company_id)
  WHERE status IN (1, 2);
CREATE INDEX roadshow_registration_company_idx ON roadshow_registration (tenant_id, company_id, id DESC);

ALTER TABLE roadshow_registration ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON roadshow_registration
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
REVOKE DELETE, TRUNCATE ON roadshow_registration FROM rer_app;
