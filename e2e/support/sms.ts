import type { APIRequestContext } from '@playwright/test';

/** The newest code the SMS sandbox wrote for a mobile (the outbox is readable with APP_ENV=test). */
export async function latestSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const outbox = await request.get(`/api/blade-system/sms-outbox?mobile=${mobile}`, {
    headers: { 'tenant-id': '000000' },
  });
  const code = ((await outbox.json()) as { data: { params: { code: string } }[] }).data[0]?.params.code;
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  return code;
}
