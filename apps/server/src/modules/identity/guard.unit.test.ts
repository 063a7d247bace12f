import { describe, expect, it } from 'vitest';
import { defaultAccess } from './guard.js';

describe('defaultAccess', () => {
  it('leaves the SPA files and the API documentation public, and guards undeclared API routes', () => {
    expect(defaultAccess('/assets/index-abc.js')).toBe('public');
    expect(defaultAccess('/index.html')).toBe('public');
    expect(defaultAccess('/api/docs')).toBe('public');
    expect(defaultAccess('/api/docs/static/swagger-ui.css')).toBe('public');
    expect(defaultAccess('/api/anything/else')).toBe('user');
    expect(defaultAccess('/api/docsfake')).toBe('user');
  });
});
