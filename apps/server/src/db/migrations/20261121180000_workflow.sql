-- Workflow (issue 6, ADR 12): flow definitions as immutable versions per (tenant, appId);
-- applications with their state, form data and optimistic version; tasks per node visit;
-- opinions; a timeline of every action across rounds; per-tenant daily biz_sn counters; the
-- rights-confirmation (确权) marks of shareholders that the register businesses check.

CREATE TABLE flow_definition (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id   text NOT NULL REFERENCES tenant (tenant_id),
  app_id      text NOT NULL CHECK (app_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  version     integer NOT NULL CHECK (version >= 1),
  definition  jsonb NOT NULL CHECK (jsonb_typeof(definition) = 'object'),
  status      text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'retired')),
  created_by  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, app_id, version)
);
CREATE UNIQUE INDEX flow_definition_one_active_idx ON flow_definition (tenant_id, app_id)
  WHERE status = 'active';

CREATE FUNCTION flow_definition_only_retire() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      RAISE EXCEPTION 'flow_definition versions are never deleted';
    END IF;
    IF (NEW.tenant_id, NEW.app_id, NEW.version, NEW.definition, NEW.created_by, NEW.created_at)
        IS DISTINCT FROM
       (OLD.tenant_id, OLD.app_id, OLD.version, OLD.definition, OLD.created_by, OLD.created_at)
       OR NOT (OLD.status = 'active' AND NEW.status = 'retired') THEN
      RAISE EXCEPTION 'flow_definition versions are immutable; only active → retired is allowed';
    END IF;
    RETURN NEW;
  END $$;
CREATE TRIGGER flow_definition_immutable BEFORE UPDATE OR DELETE ON flow_definition
  FOR EACH ROW EXECUTE FUNCTION flow_definition_only_retire();

-- biz_sn = YYYYMMDD (China date) + 6-digit sequence of that tenant and day.
CREATE TABLE biz_sn_counter (
  tenant_id  text NOT NULL REFERENCES tenant (tenant_id),
  day        date NOT NULL,
  last_value integer NOT NULL CHECK (last_value BETWEEN 1 AND 999999),
  PRIMARY KEY (tenant_id, day)
);

CREATE TABLE application (
  uuid                uuid PRIMARY KEY,
  tenant_id           text NOT NULL REFERENCES tenant (tenant_id),
  biz_sn              text NOT NULL CHECK (biz_sn ~ '^\d{14}$'),
  app_id              text NOT NULL CHECK (app_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  flow_version        integer NOT NULL,
  business_type_name  text NOT NULL,
  applicant_id        uuid NOT NULL REFERENCES account (id),
  applicant_name      text NOT NULL,
  landing_mode        text NOT NULL,
  company_id          uuid REFERENCES company (uuid),
  holder_id           uuid REFERENCES holder_account (uuid),
  product_id          uuid REFERENCES product (uuid),
  status              text NOT NULL CHECK (status IN
                        ('draft', 'in_review', 'returned', 'withdrawn', 'completed', 'rejected', 'cancelled')),
  current_node        text NOT NULL,
  round               integer NOT NULL DEFAULT 0 CHECK (round >= 0),
  -- Who decided at which approval node ([{nodeId, actorId}]), for maker ≠ checker across rounds.
  handlers            jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(handlers) = 'array'),
  reviewer_acted      boolean NOT NULL DEFAULT false,
  form_data           jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(form_data) = 'object'),
  form_version        integer,
  -- Voucher code → attachId (001 §7 application/detail data.ext5), filled by the voucher capability.
  ext5                jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(ext5) = 'object'),
  idempotency_key     text CHECK (char_length(idempotency_key) BETWEEN 8 AND 100),
  version             integer NOT NULL DEFAULT 1,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  submitted_at        timestamptz,
  completed_at        timestamptz,
  UNIQUE (tenant_id, biz_sn)
);
-- A repeated submit with the same key finds the first application instead of creating another.
CREATE UNIQUE INDEX application_idempotency_idx ON application (tenant_id, applicant_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
-- My applications: newest first per applicant.
CREATE INDEX application_applicant_idx ON application (tenant_id, applicant_id, created_at DESC, uuid DESC);
CREATE INDEX application_company_idx ON application (company_id, created_at DESC) WHERE company_id IS NOT NULL;

CREATE TABLE task (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id           text NOT NULL REFERENCES tenant (tenant_id),
  application_id      uuid NOT NULL REFERENCES application (uuid),
  app_id              text NOT NULL,
  node_id             text NOT NULL,
  node_name           text NOT NULL,
  round               integer NOT NULL,
  assignee_role       text,
  assignee_id         uuid REFERENCES account (id),
  state               text NOT NULL DEFAULT '待办' CHECK (state IN ('待办', '已办', '已处理')),
  action              text CHECK (action IN ('submit', 'approve', 'return', 'reject', 'resubmit', 'withdraw', 'cancel')),
  handled_by          uuid REFERENCES account (id),
  handled_by_name     text,
  handled_at          timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (assignee_role IS NOT NULL OR assignee_id IS NOT NULL),
  CHECK ((state = '待办') = (handled_at IS NULL))
);
-- One open task per application at any time: a second concurrent opening fails here.
CREATE UNIQUE INDEX task_one_open_idx ON task (application_id) WHERE state = '待办';
-- My to-dos: open tasks of my roles, or assigned to me; newest first.
CREATE INDEX task_todo_role_idx ON task (tenant_id, assignee_role, created_at DESC, id DESC) WHERE state = '待办';
CREATE INDEX task_todo_user_idx ON task (tenant_id, assignee_id, created_at DESC, id DESC) WHERE state = '待办';
-- Tasks I handled.
CREATE INDEX task_done_idx ON task (tenant_id, handled_by, handled_at DESC, id DESC) WHERE handled_by IS NOT NULL;
CREATE INDEX task_application_idx ON task (application_id, id);

-- 审批意见 / 确认意见 with the check result (Approve, UpdateMaterial, Reject …).
CREATE TABLE opinion (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id       text NOT NULL REFERENCES tenant (tenant_id),
  application_id  uuid NOT NULL REFERENCES application (uuid),
  task_id         bigint REFERENCES task (id),
  node_id         text NOT NULL,
  round           integer NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('审批意见', '确认意见')),
  check_result    text NOT NULL CHECK (check_result IN ('Approve', 'UpdateMaterial', 'Reject', 'Confirm')),
  content         text NOT NULL CHECK (char_length(content) <= 2000),
  actor_id        uuid NOT NULL REFERENCES account (id),
  actor_name      text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX opinion_application_idx ON opinion (application_id, id);

-- Every action, in order, across resubmission rounds. Append-only.
CREATE TABLE application_timeline (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id       text NOT NULL REFERENCES tenant (tenant_id),
  application_id  uuid NOT NULL REFERENCES application (uuid),
  round           integer NOT NULL,
  action          text NOT NULL CHECK (action IN
                    ('create', 'save', 'submit', 'approve', 'return', 'reject', 'resubmit', 'withdraw', 'cancel', 'complete')),
  from_node       text,
  to_node         text,
  from_status     text,
  to_status       text NOT NULL,
  actor_id        uuid REFERENCES account (id),
  actor_name      text,
  opinion         text,
  occurred_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_timeline_idx ON application_timeline (application_id, id);

CREATE FUNCTION application_timeline_append_only() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'application_timeline is append-only';
  END $$;
CREATE TRIGGER application_timeline_append_only BEFORE UPDATE OR DELETE ON application_timeline
  FOR EACH ROW EXECUTE FUNCTION application_timeline_append_only();

-- 确权: whether a shareholder (holder account) of a company has confirmed its rights. A holder
-- without a row has nothing outstanding; the register businesses refuse holders marked 0 (000 §4).
CREATE TABLE rights_confirmation (
  tenant_id     text NOT NULL REFERENCES tenant (tenant_id),
  company_id    uuid NOT NULL REFERENCES company (uuid),
  holder_id     uuid NOT NULL REFERENCES holder_account (uuid),
  confirmed     smallint NOT NULL CHECK (confirmed IN (0, 1)),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, holder_id)
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['flow_definition', 'biz_sn_counter', 'application', 'task', 'opinion',
                           'application_timeline', 'rights_confirmation'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())',
      t);
  END LOOP;
END $$;
REVOKE DELETE ON flow_definition, application, task, opinion, application_timeline FROM rer_app;
REVOKE UPDATE ON opinion, application_timeline FROM rer_app;
