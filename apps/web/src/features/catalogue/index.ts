/** The public face of the 业务办理 feature (ADR 36): the route loads the page. */
export { default as BusinessCataloguePage } from './business-catalogue-page';
