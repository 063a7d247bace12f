/**
 * The appIds of the `flow` dictionary this platform does not offer yet, each with its reason
 * (ADR 38). A business is either a folder under `businesses/` (on the server at least) or listed
 * here; `apps/server/src/businesses/catalogue-coverage.unit.test.ts` fails otherwise. Building a
 * business removes its line. The names are ADR 37's; a low-confidence name (ADR 37) is not built
 * before its meaning is settled.
 */
export const NOT_YET_BUILT = '尚未建设';
export const MEANING_NOT_SETTLED = '含义未能从规范确定（ADR 37）';

export interface NotOfferedBusiness {
  appId: string;
  /** ADR 37's name, for people reading this list (the dictionary holds the shown name). */
  name: string;
  reason: typeof NOT_YET_BUILT | typeof MEANING_NOT_SETTLED;
}

export const NOT_OFFERED_BUSINESSES: readonly NotOfferedBusiness[] = [
  { appId: '550017', name: '股东信息变更登记', reason: MEANING_NOT_SETTLED },
  { appId: '550023', name: '临时报告披露', reason: MEANING_NOT_SETTLED },
  { appId: '550024', name: '定期报告披露', reason: MEANING_NOT_SETTLED },
  { appId: '550027', name: '投资者信息变更', reason: MEANING_NOT_SETTLED },
  { appId: '550064', name: '企业信息变更登记', reason: MEANING_NOT_SETTLED },
  { appId: '550073', name: '会员档案管理', reason: NOT_YET_BUILT },
  { appId: '550074', name: '企业档案管理', reason: NOT_YET_BUILT },
  { appId: '550081', name: '债券发行备案', reason: NOT_YET_BUILT },
  { appId: '550082', name: '私募可转债发行', reason: NOT_YET_BUILT },
  { appId: '550084', name: '债券付息兑付', reason: MEANING_NOT_SETTLED },
  { appId: '550092', name: '企业展示', reason: NOT_YET_BUILT },
  { appId: '550100', name: '挂牌托管', reason: MEANING_NOT_SETTLED },
  { appId: '550113', name: '托管服务退出', reason: NOT_YET_BUILT },
  { appId: '550120', name: '专精特新服务退出', reason: NOT_YET_BUILT },
  { appId: '550200', name: '专精特新入板', reason: NOT_YET_BUILT },
  { appId: '550221', name: '基金份额登记', reason: MEANING_NOT_SETTLED },
  { appId: '550222', name: '基金份额转让登记', reason: NOT_YET_BUILT },
  { appId: '550223', name: '基金份额转让项目', reason: NOT_YET_BUILT },
  { appId: '550224', name: '基金份额质押登记', reason: MEANING_NOT_SETTLED },
  { appId: '550226', name: '基金份额转让挂牌申请', reason: MEANING_NOT_SETTLED },
  { appId: '550227', name: '基金份额批量登记', reason: MEANING_NOT_SETTLED },
  { appId: '550302', name: '股份限售登记', reason: MEANING_NOT_SETTLED },
  { appId: '550303', name: '解除限售登记', reason: MEANING_NOT_SETTLED },
  { appId: '550305', name: '分红派息登记', reason: MEANING_NOT_SETTLED },
  { appId: '550308', name: '股权证明挂失补办', reason: MEANING_NOT_SETTLED },
  { appId: '550309', name: '股东名册调阅', reason: MEANING_NOT_SETTLED },
  { appId: '550401', name: '私募基金产品登记', reason: MEANING_NOT_SETTLED },
  { appId: '550413', name: '私募股权融资备案', reason: MEANING_NOT_SETTLED },
  { appId: '550901', name: '展示服务退出', reason: NOT_YET_BUILT },
];
