import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiHeaders, latestSmsParams } from '../support/sms.js';

/**
 * Issue 23 (ADR 72): the pledgee confirms a pledge from its SMS link — no login, the sandbox face
 * check (沙箱) — and the face picture becomes the application's 人脸识别 attachment. The application
 * is created through the API with the pledge props of 550063's form (helper A's business files them
 * there; until it is merged, a staff-filed application carries them).
 */
const BIZ = '/api/rem-registrationbizweb';
const MOBILE = '13900000017';

test('the pledgee confirms through the SMS link and the sandbox face check', async ({ page, request }) => {
  const staff = await apiHeaders(request, 'reviewer1', 'mgr');
  const submitted = await request.post(`${BIZ}/application/submit`, {
    headers: staff,
    data: {
      appId: '550306',
      idempotencyKey: `pledgee-${randomUUID()}`,
      formData: {
        accountNumber: 'D000000001',
        holderName: '演示投资者甲',
        reason: '质权人确认旅程的申请',
        pledgeInfo: [
          {
            holderName: '演示投资者甲',
            natureOfInvestor: '2',
            pledgeShares: '250000',
            zqrName: '演示银行股份有限公司',
            zqrCertType: '11',
            zqrCertno: '91210200MA0000000X',
            zqrType: '1',
            zqrMobile: MOBILE,
          },
        ],
      },
    },
  });
  const submittedBody = await submitted.json();
  expect(submittedBody.success, JSON.stringify(submittedBody)).toBe(true);
  const uuid = submittedBody.data.uuid as string;

  const sent = await request.get(`${BIZ}/pledgeeInfo/sendConfirmSms?uuid=${uuid}`, { headers: staff });
  expect((await sent.json()).msg).toBe('短信已发送，若未收到短信，请3分钟后重试。');
  const resent = await request.get(`${BIZ}/pledgeeInfo/sendConfirmSms?uuid=${uuid}`, { headers: staff });
  expect((await resent.json()).msg).toBe('短信已发送，若未收到短信，请3分钟后重试。');
  expect((await resent.json()).success).toBe(false);

  const link = new URL((await latestSmsParams(request, MOBILE)).url ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('股权质押登记：质权人确认')).toBeVisible();
  await expect(page.getByText('演*****')).toBeVisible();
  await expect(page.getByText('250,000')).toBeVisible();
  await page.getByRole('button', { name: '开始人脸识别' }).click();
  await expect(page.getByTestId('pledgee-face-sandbox')).toContainText('沙箱');
  await page.getByRole('button', { name: '模拟识别通过' }).click();
  await expect(page.getByTestId('pledgee-confirmed')).toBeVisible();

  const picture = await request.get(`${BIZ}/pledgeeInfo/getFaceRecPic?uuid=${uuid}`, { headers: staff });
  const attachId = (await picture.json()).data as string;
  const file = await request.get(`/api/blade-resource/oss/endpoint/downloadFile?attachId=${attachId}`, {
    headers: staff,
  });
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(1, 4).toString('latin1')).toBe('PNG');

  // The link is spent: opened again, it says so and offers nothing to confirm.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId('pledgee-invalid')).toContainText('确认链接无效或已过期');
});
