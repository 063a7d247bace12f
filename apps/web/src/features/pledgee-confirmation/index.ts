/**
 * The pledgee's confirmation on the web (issue 23, ADR 72): the public page is a lazy route; the
 * 550063 list uses `PledgeeSmsCell` for its attchments / 重发确认短信 column, `FaceRecPicButton` to show
 * the face picture, and `sendConfirmSms` for a 重发确认短信 button of its own.
 */
export { FaceRecPicButton } from './face-picture-button';
export { attachmentsOf, PledgeeSmsCell, type PledgeeSmsCellProps, sendConfirmSms } from './pledgee-sms-cell';
