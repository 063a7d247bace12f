/** The provincial official-website variant (issue 25, ADR 80): its pages are lazy routes of the public route table. */
export { OFFICIAL_WEBSITE_PAGES } from './official-website-frame';
