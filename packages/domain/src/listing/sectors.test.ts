import { describe, expect, it } from 'vitest';
import { DEMO_SECTORS, readSectorInput } from './sectors.js';

const board = { code: 'cxb', sectorName: '创新板', codePrefix: '60', status: '1', sort: 1 };

describe('sector edits (ADR 79)', () => {
  it('reads a board and a featured sub-sector', () => {
    expect(readSectorInput(board)).toEqual({
      code: 'CXB',
      sectorName: '创新板',
      parentSector: null,
      codePrefix: '60',
      status: '1',
      sort: 1,
      description: null,
    });
    expect(readSectorInput({ code: 'ZJTX', sectorName: '专精特新专板', parentSector: 'CXB' })).toMatchObject({
      parentSector: 'CXB',
      codePrefix: null,
      status: '1',
      sort: 0,
    });
  });
  it('names the field of the first problem', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: '' }, 'code'],
      [{ code: '1AB' }, 'code'],
      [{ sectorName: '' }, 'sectorName'],
      [{ sectorName: '板<script>' }, 'sectorName'],
      [{ codePrefix: '' }, 'codePrefix'],
      [{ codePrefix: '600' }, 'codePrefix'],
      [{ parentSector: 'CXB' }, 'codePrefix'],
      [{ status: '2' }, 'status'],
      [{ sort: -1 }, 'sort'],
      [{ sort: 1.5 }, 'sort'],
      [{ description: 'x'.repeat(201) }, 'description'],
    ];
    for (const [change, field] of cases)
      expect(readSectorInput({ ...board, ...change })).toMatchObject({ field });
  });
  it('ships boards with distinct prefixes and sub-sectors under a shipped board', () => {
    const boards = DEMO_SECTORS.filter((s) => s.parentSector === null);
    expect(new Set(boards.map((s) => s.codePrefix)).size).toBe(boards.length);
    for (const s of DEMO_SECTORS.filter((x) => x.parentSector !== null))
      expect(boards.map((b) => b.code)).toContain(s.parentSector);
    for (const s of DEMO_SECTORS) expect(readSectorInput({ ...s })).not.toHaveProperty('field');
  });
});
