import type { Envelope, Page } from '@rer/contracts';

export function ok<T>(data: T, msg = '操作成功'): Envelope<T> {
  return { code: 200, success: true, msg, data };
}

export function failure(code: number, msg: string): Envelope<null> {
  return { code, success: false, msg, data: null };
}

export function toPage<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, size, current, pages: size > 0 ? Math.ceil(total / size) : 0 };
}
