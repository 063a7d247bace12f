import { describe, expect, it } from 'vitest';
import {
  delistingProblem,
  LISTING_MESSAGES,
  listCodeOf,
  listingProblem,
  listingWithCustodyProblem,
  readDelisting,
  readListingApplication,
} from './listing-rules.js';

const facts = { isRegister: true, isListing: false, companyStatus: '存续' };

describe('who may list (ADR 79)', () => {
  it('needs custody, refuses a listed or abnormal company, and a missing one', () => {
    expect(listingProblem(facts)).toBeNull();
    expect(listingProblem({ ...facts, isRegister: false })?.message).toBe(LISTING_MESSAGES.notInCustody);
    expect(listingProblem({ ...facts, isListing: true })?.message).toBe(LISTING_MESSAGES.alreadyListed);
    // Listed wins over not in custody: the message a listed company needs.
    expect(listingProblem({ ...facts, isRegister: false, isListing: true })?.message).toBe(
      LISTING_MESSAGES.alreadyListed,
    );
    for (const status of ['吊销', '已注销', '停业', '清算中'])
      expect(listingProblem({ ...facts, companyStatus: status })?.message).toBe(
        LISTING_MESSAGES.abnormalStatus,
      );
    expect(listingProblem({ ...facts, companyStatus: null })).toBeNull();
    expect(listingProblem(null)).toEqual({ field: 'companyName', message: LISTING_MESSAGES.companyRequired });
  });

  it('550100 lists a company not in custody yet (or a new one), never a listed one', () => {
    expect(listingWithCustodyProblem(null)).toBeNull();
    expect(listingWithCustodyProblem({ ...facts, isRegister: false })).toBeNull();
    expect(listingWithCustodyProblem({ ...facts, isListing: true })?.message).toBe(
      LISTING_MESSAGES.alreadyListed,
    );
    expect(listingWithCustodyProblem({ ...facts, companyStatus: '吊销' })?.message).toBe(
      LISTING_MESSAGES.abnormalStatus,
    );
  });

  it('ends only a listing that exists', () => {
    expect(delistingProblem({ ...facts, isListing: true })).toBeNull();
    expect(delistingProblem(facts)?.message).toBe(LISTING_MESSAGES.notListed);
    expect(delistingProblem(null)?.message).toBe(LISTING_MESSAGES.companyRequired);
  });
});

describe('the listing part of the form', () => {
  const form = {
    sector: ' CXB ',
    featuredSector: 'ZJTX',
    appliedTier: 'standard',
    transferBoardIntention: '2',
  };
  it('reads the board, featured sub-sector, tier and intention', () => {
    expect(readListingApplication(form)).toEqual({
      sector: 'CXB',
      featuredSector: 'ZJTX',
      appliedTier: 'standard',
      transferBoardIntention: '2',
    });
    expect(readListingApplication({ ...form, featuredSector: '' })).toMatchObject({ featuredSector: null });
  });
  it('names the field of the first problem', () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sector: '' }, 'sector', LISTING_MESSAGES.sectorRequired],
      [{ appliedTier: undefined }, 'appliedTier', LISTING_MESSAGES.tierRequired],
      [{ appliedTier: 'none' }, 'appliedTier', LISTING_MESSAGES.tierUnknown],
      [{ transferBoardIntention: '' }, 'transferBoardIntention', LISTING_MESSAGES.intentionRequired],
      [{ transferBoardIntention: '7' }, 'transferBoardIntention', LISTING_MESSAGES.intentionUnknown],
    ];
    for (const [change, field, message] of cases)
      expect(readListingApplication({ ...form, ...change })).toEqual({ field, message });
  });
  it('reads the delisting reason and description', () => {
    expect(readDelisting({ delistReason: '2', delistDescription: ' 转板 ' })).toEqual({
      reason: '2',
      description: '转板',
    });
    expect(readDelisting({ delistReason: '1' })).toEqual({ reason: '1', description: null });
    expect(readDelisting({})).toEqual({ field: 'delistReason', message: LISTING_MESSAGES.reasonRequired });
    expect(readDelisting({ delistReason: '5' })).toEqual({
      field: 'delistReason',
      message: LISTING_MESSAGES.reasonUnknown,
    });
    expect(readDelisting({ delistReason: '1', delistDescription: 'x'.repeat(501) })).toEqual({
      field: 'delistDescription',
      message: LISTING_MESSAGES.descriptionTooLong,
    });
    expect(readDelisting({ delistReason: '1', delistDescription: 'x'.repeat(500) })).toMatchObject({
      reason: '1',
    });
  });
});

describe('listing codes', () => {
  it('are the board prefix and a four-digit serial, from 0001 to 9999', () => {
    expect(listCodeOf('60', 1)).toBe('600001');
    expect(listCodeOf('80', 123)).toBe('800123');
    expect(listCodeOf('90', 9999)).toBe('909999');
    expect(listCodeOf('90', 10000)).toBeNull();
    expect(listCodeOf('90', 0)).toBeNull();
    expect(listCodeOf('90', 1.5)).toBeNull();
    expect(() => listCodeOf('6', 1)).toThrow();
  });
});
