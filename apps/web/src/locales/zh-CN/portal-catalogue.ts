import { adminPagesZhCN } from './admin-pages';
import { evidenceZhCN } from './evidence';
import { menuAdminZhCN } from './menu-admin';
import { publicSiteZhCN } from './public-site';
import { shareRegisterZhCN } from './share-register';
import { systemAdminZhCN } from './system-admin';
import { tenantAdminZhCN } from './tenant-admin';
import { workflowZhCN } from './workflow';

/**
 * The Chinese messages of the pages behind sign-in (query pages and the form designer, the share
 * register, workflow and attachments, the evidence ledger, the administration pages): a chunk of
 * their own, so that the sign-in page stays within its budget (ADR 31). lib/i18n.ts adds them to the
 * catalogue before such a page renders.
 */
export const zhCNPortal = {
  ...adminPagesZhCN,
  ...shareRegisterZhCN,
  ...workflowZhCN,
  ...evidenceZhCN,
  ...menuAdminZhCN,
  ...systemAdminZhCN,
  ...tenantAdminZhCN,
  ...publicSiteZhCN,
};

export type PortalMessages = typeof zhCNPortal;
