import type { ApplicationAccess } from '../evidence-ledger/index.js';
import { findApplication } from './application.repository.js';
import { APPLICATION_ATTACHMENT_KIND } from './application-attachments.js';
import { maySee } from './application-queries.js';
import { callerOf, callerOfUser } from './route-caller.js';

/** The workflow's applications as the evidence ledger reads them (its port, ADR 36). */
export const applicationAccess: ApplicationAccess = {
  findApplication: (tx, tenantId, ref) => findApplication(tx, tenantId, ref),
  maySee,
  callerOf,
  callerOfUser: (user) => callerOfUser(user),
  attachmentKind: APPLICATION_ATTACHMENT_KIND,
};
