-- Staff company search (issue 21, ADR 52): pages of a tenant's companies in name order, all of
-- them or only those in custody (or not). Name fragments use company_name_cjk_idx through
-- company_ids_by_name and whole credit codes company_credit_code_idx; these two read a page in
-- order without sorting every company of the tenant (tenant_id and is_register equalities are
-- leakproof, so row-level security does not keep the planner from them).
CREATE INDEX company_search_name_idx ON company (tenant_id, name, uuid);
CREATE INDEX company_search_custody_idx ON company (tenant_id, is_register, name, uuid);
