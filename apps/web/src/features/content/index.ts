/**
 * Content operations (issue 25, ADR 83): the staff pages (/contentAdmin, /contentAdmin/edit,
 * /contentReview) and the public ones (/policiesShow, /policiesDetail, /newsDetails, /information,
 * /information/reportDetail/{id}, /temporary, /temporatyBuiletin/reportDetail/{id}), each loaded
 * lazily by the route table; the home page's latest announcements through `contentApi.latest`.
 */
export { contentApi } from './api';
export { publicPathOf } from './labels';
