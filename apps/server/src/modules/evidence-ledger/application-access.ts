import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../platform/db/database.js';
import type { AuthUser, Caller } from '../identity/index.js';
import type { TenantService } from '../system/index.js';

/** What the ledger's evidence calls read of a business application. */
export interface EvidenceApplication {
  uuid: string;
  bizSn: string;
  appId: string;
  applicantId: string;
  companyId: string | null;
  businessTypeName: string;
  status: string;
}

/**
 * The workflow's applications as the evidence ledger needs them, a port (ADR 36): the workflow
 * appends to the ledger, so the ledger may not import the workflow; the app passes the workflow's
 * `applicationAccess` when it registers the ledger's routes.
 */
export interface ApplicationAccess {
  findApplication(
    tx: Executor,
    tenantId: string,
    ref: { uuid?: string; bizSn?: string },
  ): Promise<EvidenceApplication | null>;
  /** Who may see an application: its applicant, staff, the enterprise it concerns. */
  maySee(caller: Caller, app: EvidenceApplication): boolean;
  callerOf(request: FastifyRequest, tenants: TenantService): Promise<Caller>;
  callerOfUser(user: AuthUser): Caller;
  /** The attachments' owner kind of an application's files. */
  attachmentKind: string;
}
