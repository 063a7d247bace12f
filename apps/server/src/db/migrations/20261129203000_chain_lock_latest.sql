-- The regional chain's "lock the objects, then read their latest versions" in one round trip
-- (ADR 77 amendment: the approval cost of the snapshots). The advisory locks (7077, id order) come
-- first; the read is a second statement inside a VOLATILE function, so under READ COMMITTED it takes
-- its snapshot after the locks are held and sees the version the previous holder committed. The
-- read takes each object's latest row through the primary key (one index probe per object, LIMIT 1),
-- not every version of it: an object changed by every transfer keeps a long history. Runs as the
-- caller (row-level security applies; the tenant is also named).
CREATE FUNCTION chain_lock_latest(p_tenant text, p_ids text[])
RETURNS TABLE ("objectId" text, "version" integer, "revision" integer, "operation" text, "status" text,
               "body" jsonb)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7077, hashtext(ids.id))
     FROM (SELECT DISTINCT u.id FROM unnest(p_ids) AS u(id) ORDER BY u.id) AS ids;
  RETURN QUERY
    SELECT v.object_id, v.version, v.revision, v.operation, v.status,
           (convert_from(v.snapshot, 'UTF8')::jsonb) -> 'body'
      FROM (SELECT DISTINCT u.id FROM unnest(p_ids) AS u(id)) AS ids
      CROSS JOIN LATERAL (
        SELECT c.object_id, c.version, c.revision, c.operation, c.status, c.snapshot
          FROM chain_object_version c
         WHERE c.tenant_id = p_tenant AND c.object_id = ids.id
         ORDER BY c.version DESC, c.revision DESC
         LIMIT 1) AS v;
END $$;
