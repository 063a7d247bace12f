// bench-smoke: helper
// The realistic mix of bench/load.mjs: what each principal does and how often. `loadMix(call,
// company)` answers the operations (each calls `call(method, path, options)` and throws on a
// non-200), their relative weights, the principals, and the queue of applications waiting for
// 初审 and 复审 (shared by the clients, as a real queue would be).
import { randomUUID } from 'node:crypto';

function pdf() {
  return [
    '%PDF-1.4',
    `% ${randomUUID()}`,
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
}

export function loadMix(call, COMPANY) {
  const API = '/api/rem-registrationbizweb';
  const transferForm = (attachId) => ({
    transferType: '2',
    transferorAccountNumber: 'D000000001',
    transferorName: '演示投资者甲',
    transfereeAccountNumber: 'D000000004',
    transfereeName: '大连演示制造有限公司',
    shareNature: '4',
    quantity: '1',
    agreementDate: '2025-03-01',
    attachments: { agreement: [{ attachId, originalName: '协议.pdf' }] },
  });

  /** Applications waiting for 初审, then for 复审 (shared by the clients, as a real queue would be). */
  const waiting = { first: [], second: [] };

  const reads = {
    menus: (h) => call('GET', '/api/blade-system/menu/routes', { headers: h }),
    dictionary: (h) =>
      call('GET', '/api/blade-system/dict-biz/dictionary?code=shareHolderType', { headers: h }),
    register: (h) => call('GET', `${API}/shareRegister/holdings?companyId=${COMPANY}`, { headers: h }),
  };
  const operations = {
    org: {
      ...reads,
      myApplications: (h) =>
        call('POST', `${API}/application/page`, { headers: h, json: { current: 1, size: 10 } }),
      submit: async (h) => {
        const form = new FormData();
        form.append(
          'file',
          new Blob([Buffer.from(pdf(), 'latin1')], { type: 'application/pdf' }),
          '协议.pdf',
        );
        const up = await call('POST', '/api/blade-resource/oss/endpoint/put-file-attach', {
          headers: h,
          body: form,
        });
        const made = await call('POST', `${API}/application/submit`, {
          headers: h,
          json: { appId: '550004', idempotencyKey: randomUUID(), formData: transferForm(up.data.attachId) },
        });
        waiting.first.push(made.data.uuid);
      },
    },
    reviewer1: {
      ...reads,
      holderSearch: (h) =>
        call('POST', `${API}/holder/queryByKey`, {
          headers: h,
          json: { holderName: '演示', pageNo: 1, pageSize: 10 },
        }),
      todo: (h) => call('POST', `${API}/taskItem/page`, { headers: h, json: { current: 1, size: 10 } }),
      approve: async (h) => {
        const uuid = waiting.first.shift();
        if (!uuid) return 'idle';
        await call('POST', `${API}/application/approve`, {
          headers: h,
          json: { uuid, nodeId: 'PreliminaryApprove' },
        });
        waiting.second.push(uuid);
      },
    },
    reviewer2: {
      ...reads,
      holderSearch: (h) =>
        call('POST', `${API}/holder/queryByKey`, {
          headers: h,
          json: { holderName: '演示', pageNo: 1, pageSize: 10 },
        }),
      approve: async (h) => {
        const uuid = waiting.second.shift();
        if (!uuid) return 'idle';
        await call('POST', `${API}/application/approve`, {
          headers: h,
          json: { uuid, nodeId: 'RecheckApprove' },
        });
      },
    },
  };
  /** Relative weights of each principal's operations (sign-ins come on top: 2 % of the steps). */
  const weights = {
    org: { menus: 2, dictionary: 3, register: 2, myApplications: 3, submit: 2 },
    reviewer1: { menus: 2, dictionary: 2, register: 2, holderSearch: 3, todo: 3, approve: 2 },
    reviewer2: { menus: 2, dictionary: 2, register: 2, holderSearch: 3, approve: 2 },
  };
  const principals = [
    { kind: 'org', account: 'org_demo', landingMode: 'org', extra: { 'current-company': COMPANY } },
    { kind: 'reviewer1', account: 'reviewer1', landingMode: 'mgr', extra: {} },
    { kind: 'reviewer2', account: 'reviewer2', landingMode: 'mgr', extra: {} },
  ];
  return { operations, weights, principals, waiting };
}
