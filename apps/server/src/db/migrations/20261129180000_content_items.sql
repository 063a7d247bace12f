-- Content operations (issue 25, ADR 83): policies, news, announcements and temporary bulletins that
-- staff write, a second staff member reviews, and the public site shows once published. The body is
-- HTML already sanitised by the server's allow-list (and sanitised again on output). Its inline
-- image and its PDF attachments are `attachment` rows bound to the item (owner kind 'content').
-- Every change is made at the version read (optimistic), and audited in the same transaction.
CREATE TABLE content_item (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id      text NOT NULL REFERENCES tenant (tenant_id),
  category       text NOT NULL CHECK (category IN ('policy', 'news', 'announcement', 'bulletin')),
  title          text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  source         text CHECK (length(source) <= 50),
  body_html      text NOT NULL CHECK (length(body_html) <= 200000),
  -- The PDF attachments shown under the text, in order (the inline image is named by the body).
  attach_ids     uuid[] NOT NULL DEFAULT '{}' CHECK (cardinality(attach_ids) <= 10),
  status         text NOT NULL DEFAULT 'draft'
                 CHECK (status IN ('draft', 'submitted', 'published', 'returned', 'unpublished')),
  version        integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  author_id      uuid NOT NULL,
  author_name    text NOT NULL,
  submitted_by   uuid,
  submitter_name text,
  submitted_at   timestamptz,
  reviewer_id    uuid,
  reviewer_name  text,
  reviewed_at    timestamptz,
  review_comment text,
  published_at   timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  -- Maker ≠ checker, held by the database too: a published item names a reviewer who is not the
  -- staff member who submitted it.
  CONSTRAINT content_item_four_eyes CHECK (
    status <> 'published'
    OR (reviewer_id IS NOT NULL AND submitted_by IS NOT NULL AND reviewer_id <> submitted_by
        AND published_at IS NOT NULL)
  ),
  CONSTRAINT content_item_submitted CHECK (status <> 'submitted' OR submitted_by IS NOT NULL)
);

-- The public lists: one category's published items, newest first (and the home page's latest).
CREATE INDEX content_item_public_idx ON content_item (tenant_id, category, published_at DESC, id)
  WHERE status = 'published';
-- The staff list: newest change first, per status.
CREATE INDEX content_item_staff_idx ON content_item (tenant_id, status, updated_at DESC);

ALTER TABLE content_item ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON content_item
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
-- Content is taken off the site (unpublished), never deleted: its audit trail names it.
REVOKE DELETE, TRUNCATE ON content_item FROM rer_app;
