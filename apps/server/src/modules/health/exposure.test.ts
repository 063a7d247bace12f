import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/** Issue 18: production keeps the API map and the release version to itself unless opted in. */
describe('API docs and the health version are opt-in', () => {
  let hidden: TestApp;
  let shown: TestApp;
  beforeAll(async () => {
    hidden = await createTestApp({
      API_DOCS: 'false',
      HEALTH_SHOWS_VERSION: 'false',
      SEED_DEMO_DATA: 'false',
    });
    shown = await createTestApp({ SEED_DEMO_DATA: 'false' });
  });
  afterAll(async () => {
    await hidden.close();
    await shown.close();
  });

  it('serves no /api/docs when API_DOCS=false', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await hidden.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('openapi');
    }
    expect((await shown.app.inject({ method: 'GET', url: '/api/docs/json' })).json()).toHaveProperty(
      'openapi',
    );
  });

  it('answers /api/health without a version when HEALTH_SHOWS_VERSION=false', async () => {
    const res = await hidden.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('ok');
    expect(res.json().data).not.toHaveProperty('version');
    const open = await shown.app.inject({ method: 'GET', url: '/api/health' });
    expect(open.json().data).toHaveProperty('version');
  });
});
