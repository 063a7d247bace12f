import { describe, expect, it } from 'vitest';
import { changeListeners } from './change-listeners.js';

describe('changeListeners', () => {
  it('runs each listener once, in registration order, and stops at the first that throws', async () => {
    const hook = changeListeners<number>();
    const seen: string[] = [];
    const a = async (n: number) => {
      seen.push(`a${n}`);
    };
    const b = async (n: number) => {
      seen.push(`b${n}`);
      if (n === 2) throw new Error('refused');
    };
    const c = async (n: number) => {
      seen.push(`c${n}`);
    };
    hook.on(a);
    hook.on(b);
    hook.on(a);
    hook.on(c);
    await hook.notify(1);
    expect(seen).toEqual(['a1', 'b1', 'c1']);
    await expect(hook.notify(2)).rejects.toThrow('refused');
    expect(seen.slice(3)).toEqual(['a2', 'b2']);
  });
});
