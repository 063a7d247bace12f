import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging.js';

describe('redactUrl', () => {
  it('keeps harmless query values and masks the rest', () => {
    expect(redactUrl('/api/holder/lookup?name=张三&idNumber=000000000000000000&current=2')).toBe(
      '/api/holder/lookup?name=***&idNumber=***&current=2',
    );
    expect(redactUrl('/api/blade-system/dict-biz/dictionary?code=shareHolderType')).toBe(
      '/api/blade-system/dict-biz/dictionary?code=shareHolderType',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
