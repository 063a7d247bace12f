/**
 * Drizzle definitions of the identity tables (migration 20261121130000_identity.sql).
 * Re-exported from `schema.ts`, so `schema-drift.test.ts` checks them too.
 */
import { CATALOGUE_ZONES } from '@rer/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const createdAt = () => ts('created_at').notNull().defaultNow();
const updatedAt = () => ts('updated_at').notNull().defaultNow();

/** The zones a login signs in to (000 §3 landing modes): the catalogue's zones, one list. */
export const LANDING_MODES = CATALOGUE_ZONES;
export type LandingMode = (typeof LANDING_MODES)[number];

export const account = pgTable('account', {
  id: uuid('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  account: text('account').notNull(),
  mobile: text('mobile'),
  email: text('email'),
  realName: text('real_name').notNull().default(''),
  idNumber: text('id_number'),
  orgType: smallint('org_type').notNull().default(1),
  status: smallint('status').notNull().default(1),
  passwordHash: text('password_hash').notNull(),
  capitalPasswordHash: text('capital_password_hash'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: integer('version').notNull().default(1),
  // Added by 20261127150000_staff_console.sql (ADR 39).
  mustChangePassword: boolean('must_change_password').notNull().default(false),
});

export const role = pgTable('role', {
  id: uuid('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  roleAlias: text('role_alias').notNull(),
  roleName: text('role_name').notNull(),
  createdAt: createdAt(),
  // Added by 20261127150000_staff_console.sql (ADR 39).
  status: smallint('status').notNull().default(1),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
  workflowRoles: text('workflow_roles').array().notNull().default([]),
});

export const accountRole = pgTable(
  'account_role',
  {
    tenantId: text('tenant_id').notNull(),
    accountId: uuid('account_id').notNull(),
    roleId: uuid('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.roleId] })],
);

export const accountZone = pgTable(
  'account_zone',
  {
    tenantId: text('tenant_id').notNull(),
    accountId: uuid('account_id').notNull(),
    landingMode: text('landing_mode', { enum: LANDING_MODES }).notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.landingMode] })],
);

export const company = pgTable('company', {
  uuid: uuid('uuid').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  name: text('name').notNull(),
  shortName: text('short_name'),
  creditCode: text('credit_code'),
  companyType: smallint('company_type'),
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: integer('version').notNull().default(1),
  // Register fields (migration 20261121150000_share_register.sql, ADR 9).
  code: text('code'),
  listCode: text('list_code'),
  showCode: text('show_code'),
  idType: text('id_type'),
  registeredCapital: numeric('registered_capital', { precision: 24, scale: 6 }),
  paidInCapital: numeric('paid_in_capital', { precision: 24, scale: 6 }),
  /** Changed only by register events (Σ holdings must equal it at every commit). */
  totalIssuedShares: bigint('total_issued_shares', { mode: 'bigint' }).notNull().default(0n),
  industryKey: text('industry_key'),
  regionCode: text('region_code'),
  registryDate: date('registry_date', { mode: 'string' }),
  registerDate: date('register_date', { mode: 'string' }),
  listingDate: date('listing_date', { mode: 'string' }),
  showTimeStart: date('show_time_start', { mode: 'string' }),
  isRegister: boolean('is_register').notNull().default(false),
  isListing: boolean('is_listing').notNull().default(false),
  showStatus: smallint('show_status'),
  hitechStatus: smallint('hitech_status'),
  sector: text('sector'),
  /** The featured sub-sector of a listed company (migration 20261129172000_listing.sql, ADR 79). */
  featuredSector: text('featured_sector'),
  showPlate: text('show_plate'),
  labelName: text('label_name'),
  logoFileId: text('logo_file_id'),
  // The company record (migration 20261127190000_company_record.sql, ADR 45).
  englishName: text('english_name'),
  orgNature: text('org_nature'),
  ownershipNature: text('ownership_nature'),
  economicType: text('economic_type'),
  marketSubject: text('market_subject'),
  scaleType: text('scale_type'),
  personnelSize: text('personnel_size'),
  registeredCapitalCurrency: text('registered_capital_currency').notNull().default('CNY'),
  paidInCapitalCurrency: text('paid_in_capital_currency').notNull().default('CNY'),
  capitalDueDate: date('capital_due_date', { mode: 'string' }),
  provinceCode: text('province_code'),
  cityCode: text('city_code'),
  districtCode: text('district_code'),
  registeredAddress: text('registered_address'),
  officeAddress: text('office_address'),
  contactAddress: text('contact_address'),
  contactPhone: text('contact_phone'),
  fax: text('fax'),
  postalCode: text('postal_code'),
  website: text('website'),
  mailBox: text('mail_box'),
  shareholdersNumber: integer('shareholders_number'),
  invoiceBank: text('invoice_bank'),
  invoiceAccount: text('invoice_account'),
  invoiceAddress: text('invoice_address'),
  invoicePhone: text('invoice_phone'),
  approvalDate: date('approval_date', { mode: 'string' }),
  insuredNumber: integer('insured_number'),
  companyStatus: text('company_status'),
  revocationReason: text('revocation_reason'),
  revocationDate: date('revocation_date', { mode: 'string' }),
  deregistrationReason: text('deregistration_reason'),
  deregistrationDate: date('deregistration_date', { mode: 'string' }),
  csrcIndustryKey: text('csrc_industry_key'),
  emergingIndustry: text('emerging_industry'),
  keyIndustrialFields: text('key_industrial_fields'),
  actualEffect: text('actual_effect'),
  businessScope: text('business_scope'),
  mainBusiness: text('main_business'),
  profile: text('profile'),
  appliedTier: text('applied_tier'),
  transferBoardIntention: text('transfer_board_intention'),
  /** The record's optimistic version (register events bump `version`, not this). */
  recordVersion: integer('record_version').notNull().default(1),
  /** The showcase's registered-capital bucket (migration 20261129175000, ADR 82): derived, never written. */
  capitalBucket: smallint('capital_bucket').generatedAlwaysAs(
    sql`CASE WHEN registered_capital IS NULL THEN NULL WHEN registered_capital < 5000000 THEN 1
      WHEN registered_capital < 10000000 THEN 2 WHEN registered_capital < 20000000 THEN 3
      WHEN registered_capital < 50000000 THEN 4 ELSE 5 END`,
  ),
  /** GB/T 4754 门类 of `industry_key` (migration 20261129175000, ADR 82): derived by the database, never written. */
  industrySection: text('industry_section').generatedAlwaysAs(
    // The same expression as the migration (GB/T 4754-2017: 大类 01–05 → A … 97 → T), not a stand-in.
    sql`CASE WHEN industry_key ~ '^[A-T]$' THEN industry_key WHEN industry_key !~ '^[0-9]{2}' THEN NULL
      WHEN left(industry_key, 2)::int <= 5 THEN 'A' WHEN left(industry_key, 2)::int <= 12 THEN 'B'
      WHEN left(industry_key, 2)::int <= 43 THEN 'C' WHEN left(industry_key, 2)::int <= 46 THEN 'D'
      WHEN left(industry_key, 2)::int <= 50 THEN 'E' WHEN left(industry_key, 2)::int <= 52 THEN 'F'
      WHEN left(industry_key, 2)::int <= 60 THEN 'G' WHEN left(industry_key, 2)::int <= 62 THEN 'H'
      WHEN left(industry_key, 2)::int <= 65 THEN 'I' WHEN left(industry_key, 2)::int <= 69 THEN 'J'
      WHEN left(industry_key, 2)::int <= 70 THEN 'K' WHEN left(industry_key, 2)::int <= 72 THEN 'L'
      WHEN left(industry_key, 2)::int <= 75 THEN 'M' WHEN left(industry_key, 2)::int <= 79 THEN 'N'
      WHEN left(industry_key, 2)::int <= 82 THEN 'O' WHEN left(industry_key, 2)::int <= 83 THEN 'P'
      WHEN left(industry_key, 2)::int <= 85 THEN 'Q' WHEN left(industry_key, 2)::int <= 90 THEN 'R'
      WHEN left(industry_key, 2)::int <= 96 THEN 'S' ELSE 'T' END`,
  ),
});

export const holderAccount = pgTable('holder_account', {
  uuid: uuid('uuid').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  accountNumber: text('account_number').notNull(),
  organType: smallint('organ_type').notNull(),
  holderName: text('holder_name').notNull(),
  certType: text('cert_type').notNull(),
  certificateNo: text('certificate_no').notNull(),
  mobile: text('mobile'),
  capitalAccount: text('capital_account'),
  userCode: text('user_code'),
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: integer('version').notNull().default(1),
  // Added by 20261121150500_holder_search.sql (holder search).
  companyId: uuid('company_id'),
  holderType: smallint('holder_type').notNull().default(1),
  productType: text('product_type'),
  isSign: smallint('is_sign').notNull().default(0),
});

export const product = pgTable('product', {
  uuid: uuid('uuid').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  productCode: text('product_code').notNull(),
  productName: text('product_name').notNull(),
  // Added by 20261121150500_holder_search.sql.
  productType: text('product_type'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const accountCompany = pgTable(
  'account_company',
  {
    tenantId: text('tenant_id').notNull(),
    accountId: uuid('account_id').notNull(),
    companyId: uuid('company_id').notNull(),
    relation: text('relation', { enum: ['enterprise', 'member_cooperation'] }).notNull(),
    createdAt: createdAt(),
    // Added by 20261127150000_staff_console.sql (ADR 39): the 经办人.
    agentName: text('agent_name'),
    agentIdNumber: text('agent_id_number'),
    agentMobile: text('agent_mobile'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.companyId] })],
);

export const accountHolder = pgTable('account_holder', {
  id: uuid('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  accountId: uuid('account_id').notNull(),
  holderId: uuid('holder_id').notNull(),
  productId: uuid('product_id'),
  createdAt: createdAt(),
});

export const authSession = pgTable('auth_session', {
  id: uuid('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  accountId: uuid('account_id').notNull(),
  landingMode: text('landing_mode', { enum: LANDING_MODES }).notNull(),
  currentCompany: uuid('current_company'),
  currentHolder: uuid('current_holder'),
  currentProduct: uuid('current_product'),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  revokeReason: text('revoke_reason'),
});

export const refreshToken = pgTable('refresh_token', {
  id: uuid('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  accountId: uuid('account_id').notNull(),
  familyId: uuid('family_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  landingMode: text('landing_mode', { enum: LANDING_MODES }).notNull(),
  issuedAt: ts('issued_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  revokedAt: ts('revoked_at'),
  replacedBy: uuid('replaced_by'),
});

export const captcha = pgTable('captcha', {
  key: uuid('key').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const SMS_PURPOSES = ['login', 'register', 'reset', 'pledgeConfirm'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const smsCode = pgTable('sms_code', {
  id: uuid('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  mobile: text('mobile').notNull(),
  purpose: text('purpose', { enum: SMS_PURPOSES }).notNull(),
  codeHash: text('code_hash').notNull(),
  ip: text('ip'),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  usedAt: ts('used_at'),
});

export const smsOutbox = pgTable('sms_outbox', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: text('tenant_id').notNull(),
  mobile: text('mobile').notNull(),
  template: text('template').notNull(),
  params: jsonb('params').notNull().default({}),
  createdAt: createdAt(),
});

export const authAttempt = pgTable('auth_attempt', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull(),
  occurredAt: ts('occurred_at').notNull(),
  success: boolean('success').notNull(),
});
