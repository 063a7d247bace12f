import { z } from 'zod';

/** companyQualification calls (002 §7; issue 21, ADR 47). */
export const COMPANY_QUALIFICATION_BIZ = '/api/rem-registrationbizweb/companyQualification';

export const companyUuidQuery = z.object({
  companyUuid: z.string({ message: '企业：不能为空' }).uuid({ message: '企业：格式不正确' }),
});

/** One qualification row as the qualification table reads it (001 §3.1). */
export const companyQualificationAnswer = z.object({
  id: z.string(),
  qualificationCategory: z.string(),
  qualificationCategoryName: z.string(),
  maketRole: z.string(),
  maketRoleName: z.string(),
  qualificationCode: z.string().nullable(),
  roleQualificationCertificationDoc: z.string().nullable(),
  qualificationAuthenticator: z.string().nullable(),
  certificationTime: z.string().nullable(),
  qualificationReviewer: z.string().nullable(),
  reviewTime: z.string().nullable(),
  qualificationStatus: z.string(),
  certificationDescription: z.string().nullable(),
});
export type CompanyQualificationAnswer = z.infer<typeof companyQualificationAnswer>;
