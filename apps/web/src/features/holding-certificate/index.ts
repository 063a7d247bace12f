/** 持股证明 (550115, ADR 76): the list page, the download and an application's certificate. */
export { holdingCertificateApi } from './api';
export { ApplicationCertificate } from './application-certificate';
