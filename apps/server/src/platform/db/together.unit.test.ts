import { describe, expect, it } from 'vitest';
import { together } from './database.js';

describe('together (independent statements sent at once)', () => {
  it('answers every value in order', async () => {
    await expect(together(Promise.resolve(1), Promise.resolve('b'), Promise.resolve(null))).resolves.toEqual([
      1,
      'b',
      null,
    ]);
  });

  it('waits for the others before throwing, and throws the first failure in argument order', async () => {
    const order: string[] = [];
    let release!: () => void;
    const slow = new Promise<string>((resolve) => {
      release = () => {
        order.push('slow done');
        resolve('slow');
      };
    });
    const outcome = together(
      Promise.reject(new Error('first')).catch((e: Error) => {
        order.push('first failed');
        throw e;
      }),
      slow,
      Promise.reject(new Error('second')),
    ).catch((e: Error) => {
      order.push(`thrown ${e.message}`);
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['first failed']);
    release();
    await outcome;
    expect(order).toEqual(['first failed', 'slow done', 'thrown first']);
  });
});
