import { describe, expect, it } from 'vitest';
import { catalogueAppIds, catalogueFor, OUTSIDE_CATALOGUE } from './business-catalogue.js';

const facts = { isListing: false, memberStatus: 0 as const };
const all = () => true;
const ids = (view: ReturnType<typeof catalogueFor>) =>
  view.flatMap((g) => g.subgroups.flatMap((s) => s.items.map((i) => i.appId)));

describe('the business catalogue (业务办理)', () => {
  it('names every business once', () => {
    const appIds = catalogueAppIds();
    expect(new Set(appIds).size).toBe(appIds.length);
    expect(appIds).toHaveLength(55);
    for (const appId of Object.keys(OUTSIDE_CATALOGUE)) expect(appIds).not.toContain(appId);
  });

  it('shows a zone only its own businesses and drops empty groups', () => {
    const org = catalogueFor('org', facts, all);
    expect(ids(org)).toEqual(expect.arrayContaining(['550001', '550002', '550004', '550063']));
    expect(ids(org)).not.toContain('550012');
    expect(ids(org)).not.toContain('550130');
    const person = catalogueFor('personalholder', facts, all);
    expect(ids(person)).toEqual(expect.arrayContaining(['550130', '550026', '550091', '550063']));
    expect(ids(person)).not.toContain('550002');
    expect(person.every((g) => g.subgroups.every((s) => s.items.length > 0))).toBe(true);
    expect(person.map((g) => g.key)).not.toContain('member');
  });

  it('turns a listed enterprise’s share changes into the counter message, nothing else', () => {
    const listed = catalogueFor('org', { ...facts, isListing: true }, all);
    const state = (appId: string) =>
      listed.flatMap((g) => g.subgroups.flatMap((s) => s.items)).find((i) => i.appId === appId)!.state;
    expect(state('550004')).toEqual({ kind: 'message', message: '挂牌企业的股份转让业务请到柜台办理' });
    expect(state('550002').kind).toBe('message');
    expect(state('550066')).toEqual({ kind: 'open' });
    const unlisted = catalogueFor('org', facts, all);
    expect(
      unlisted.flatMap((g) => g.subgroups.flatMap((s) => s.items)).every((i) => i.state.kind === 'open'),
    ).toBe(true);
  });

  it('shows a member 开户 until the account is opened, then 变更', () => {
    expect(ids(catalogueFor('member', facts, all))).toEqual(expect.arrayContaining(['550012', '550092']));
    expect(ids(catalogueFor('member', facts, all))).not.toContain('550020');
    const opened = ids(catalogueFor('member', { ...facts, memberStatus: 1 }, all));
    expect(opened).toContain('550020');
    expect(opened).not.toContain('550012');
  });

  it('opens 会员开户 at its explain page (ADR 68), still offered only once its flow is installed', () => {
    const itemOf = (view: ReturnType<typeof catalogueFor>) =>
      view.flatMap((g) => g.subgroups.flatMap((s) => s.items)).find((i) => i.appId === '550012')!;
    expect(itemOf(catalogueFor('member', facts, all))).toMatchObject({
      route: '/process/memberExplain',
      state: { kind: 'open' },
    });
    expect(itemOf(catalogueFor('member', facts, () => false)).state).toEqual({ kind: 'not-offered' });
  });

  it('marks a business not installed as not offered, before any gate', () => {
    const view = catalogueFor('org', { ...facts, isListing: true }, (appId) => appId !== '550004');
    const transfer = view
      .flatMap((g) => g.subgroups.flatMap((s) => s.items))
      .find((i) => i.appId === '550004')!;
    expect(transfer.state).toEqual({ kind: 'not-offered' });
  });
});
