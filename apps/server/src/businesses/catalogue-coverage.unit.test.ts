import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUSINESSES, MEANING_NOT_SETTLED, NOT_OFFERED_BUSINESSES, NOT_YET_BUILT } from '@rer/domain';
import { describe, expect, it } from 'vitest';
import { loadBusinessDictionaries } from '../seeding/index.js';
import { SERVER_BUSINESSES } from './index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const flowAppIds = loadBusinessDictionaries()
  .filter((row) => row.code === 'flow' && row.dictKey !== '-1')
  .map((row) => row.dictKey);
/** The business folders on disk (`shared/` is the businesses' common code, not a business). */
const folders = readdirSync(here, { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== 'shared')
  .map((e) => e.name);

describe('every business of the flow dictionary has a home or a reason (ADR 38)', () => {
  it('reads the 57 appIds of the flow dictionary', () => {
    expect(flowAppIds).toHaveLength(57);
  });

  it('gives each appId a business folder or an entry in the not-offered list, never both', () => {
    const built = new Map(SERVER_BUSINESSES.map((b) => [b.definition.appId, b.definition.key]));
    const notOffered = new Map(NOT_OFFERED_BUSINESSES.map((b) => [b.appId, b.reason]));
    const homeless = flowAppIds.filter((appId) => !built.has(appId) && !notOffered.has(appId));
    expect(homeless).toEqual([]);
    const both = flowAppIds.filter((appId) => built.has(appId) && notOffered.has(appId));
    expect(both).toEqual([]);
    for (const appId of flowAppIds) {
      const key = built.get(appId);
      if (key) expect(existsSync(path.join(here, key, 'index.ts')), `${appId} → ${key}/index.ts`).toBe(true);
      else expect([NOT_YET_BUILT, MEANING_NOT_SETTLED]).toContain(notOffered.get(appId));
    }
  });

  it('lists only appIds of the flow dictionary as not offered', () => {
    const unknown = NOT_OFFERED_BUSINESSES.map((b) => b.appId).filter((id) => !flowAppIds.includes(id));
    expect(unknown).toEqual([]);
  });

  it('has one folder per business of the list on this side and in the domain', () => {
    expect([...folders].sort()).toEqual(SERVER_BUSINESSES.map((b) => b.definition.key).sort());
    expect(SERVER_BUSINESSES.map((b) => b.definition)).toEqual([...BUSINESSES]);
    for (const b of SERVER_BUSINESSES) expect(b.dir).toBe(path.join(here, b.definition.key));
  });
});
