import { auditRow } from './audit.repository.js';

/** Every action the audit trail knows. Details never hold passwords, codes or tokens. */
export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.locked',
  'auth.refresh',
  'auth.refresh_reuse',
  'auth.logout',
  'session.switch_company',
  'session.switch_holder',
  'account.register',
  'account.create_administrator',
  // The regulatory chain's node credential and its calls (ADR 78).
  'account.issue_regulator_credential',
  'chain_node.call',
  'account.reset_password',
  'account.capital_password',
  'account.update_password',
  'face_check.start',
  'sms.send',
  'form.save',
  'query_page.save',
  'holder.search',
  'holder.lookup',
  'holder.options',
  'register.record_event',
  'register.view_company',
  'register.view_own_holdings',
  'register.view_history',
  'register.export',
  'register.import',
  'register.import_rejected',
  'workflow.save',
  'workflow.submit',
  'workflow.approve',
  'workflow.return',
  'workflow.reject',
  'workflow.resubmit',
  'workflow.withdraw',
  'workflow.cancel',
  'workflow.complete',
  'workflow.view',
  'workflow.flow_seed',
  'attachment.upload',
  'attachment.download',
  'attachment.preview',
  'attachment.bind',
  'evidence.attach_zip',
  'evidence.package_cleanup',
  'ledger.backfill',
  'menu.create',
  'menu.update',
  'menu.remove',
  'dict.create',
  'dict.update',
  'dict.remove',
  'param.create',
  'param.update',
  'cache.clear',
  // The company record (ADR 45).
  'company.record_update',
  // The staff console (ADR 39).
  'console.account_create',
  'console.account_update',
  'console.account_disable',
  'console.account_enable',
  'console.account_unlock',
  'console.account_reset_password',
  'console.account_zones',
  'console.account_roles',
  'console.role_create',
  'console.role_update',
  'console.role_disable',
  'console.role_enable',
  'console.role_menus',
  'console.binding_create',
  'console.binding_remove',
  'console.audit_export',
  // Tenant administration (ADR 42).
  'tenant.create',
  'tenant.update',
  'tenant.setting',
  'tenant.remove',
  // Holding certificates (ADR 76).
  'holdingCertificate.issue',
  'holdingCertificate.document',
  'holdingCertificate.download',
  // Pledgee confirmation (ADR 72).
  'pledgee.link_issue',
  'pledgee.face_check_start',
  'pledgee.confirm',
  'pledgee.face_picture_view',
  // E-contracts (ADR 72).
  'econtract.user_register',
  'econtract.sign_url',
  // Content operations (ADR 83).
  'content.create',
  'content.update',
  'content.submit',
  'content.publish',
  'content.return',
  'content.unpublish',
  // Financing needs (ADR 84).
  'financing.save',
  'financing.withdraw',
  'financing.review',
  'financing.interest',
  // Financing roadshows (ADR 88).
  'roadshow.activity.save',
  'roadshow.activity.publish',
  'roadshow.activity.cancel',
  'roadshow.register',
  'roadshow.withdraw',
  'roadshow.review',
  // The SRDI board (ADR 81).
  'srdi.admit',
  'srdi.exit',
  // Showcase and show plates (ADR 80).
  'company.showcase_enter',
  'company.showcase_exit',
  'showPlate.create',
  'showPlate.update',
  // Listing, sectors, the self-assessment and listing products (ADR 79).
  'company.listing',
  'company.delisting',
  'sector.create',
  'sector.update',
  'listing.assessment',
  'listing.product_save',
  'listing.product_remove',
  // Regional business chain data objects (issue 24, ADR 77).
  'chain.overwrite',
  'chain.republish',
  'chain.feedback',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The audit context of a request made by a signed-in user (who, from where, which request). */
export function auditContextOf(
  request: { ip: string; id: string },
  user: { tenantId: string; accountId: string; account: string },
): AuditContext {
  return {
    tenantId: user.tenantId,
    ip: request.ip,
    requestId: request.id,
    actorId: user.accountId,
    actorName: user.account,
  };
}

export interface AuditContext {
  tenantId: string;
  ip: string | null;
  requestId: string | null;
  actorId?: string | null;
  actorName?: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  targetType?: string;
  targetId?: string;
  detail?: Record<string, string | number | boolean | null>;
}

export { auditInsertForRows, writeAudit, writeAudits } from './audit.repository.js';

/** The values of `auditInsertForRows`'s placeholders. */
export function auditRowValues(context: AuditContext, entry: AuditEntry): Record<string, unknown> {
  const r = auditRow(context, entry);
  return {
    'audit.tenantId': r.tenantId,
    'audit.actorId': r.actorId,
    'audit.actorName': r.actorName,
    'audit.ip': r.ip,
    'audit.requestId': r.requestId,
    'audit.action': r.action,
    'audit.targetType': r.targetType,
    'audit.targetId': r.targetId,
    'audit.detail': JSON.stringify(r.detail),
  };
}

/** `138****5678`: enough to recognise, not enough to use. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}
