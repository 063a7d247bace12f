import { listedCounterMessage, MEMBER_OPENING_EXPLAIN_ROUTE, pageRouteOf } from '../businesses/index.js';

/**
 * The business catalogue (业务办理, issue 20, ADR 41): per zone, the businesses a user may start, as
 * group → subgroup → item. Names and who starts what follow ADR 37. Which items are offered is
 * not decided here: the server marks an item offered when its business is installed (its flow
 * exists for the tenant) — a page business (ADR 62) is offered by being built —, and the gates
 * below turn an offered item into a message.
 */
export const CATALOGUE_ZONES = [
  'org',
  'member',
  'personalholder',
  'orgholder',
  'productholder',
  'mgr',
] as const;
export type CatalogueZone = (typeof CATALOGUE_ZONES)[number];

/**
 * listedCounter: a listed enterprise gets the counter message (002 §6); memberNotOpened /
 * memberOpened: a member account sees 开户 only while memberStatus ≠ 1 and 变更 only when it is 1
 * (002 §4).
 */
export type CatalogueGate = 'listedCounter' | 'memberNotOpened' | 'memberOpened';

export interface CatalogueItem {
  appId: string;
  name: string;
  /** The button title of the application-data entry (002 §3). */
  btnTitle: string;
  nodeId: 'apply';
  zones: readonly CatalogueZone[];
  gates?: readonly CatalogueGate[];
  /**
   * A page business's own page (ADR 62), or the page a flow business starts from (550012's explain
   * page, ADR 68); else a flow business opens /process/apply.
   */
  route?: string;
}
export interface CatalogueSubgroup {
  key: string;
  name: string;
  items: readonly CatalogueItem[];
}
export interface CatalogueGroup {
  key: string;
  name: string;
  subgroups: readonly CatalogueSubgroup[];
}

const HOLDERS = ['personalholder', 'orgholder', 'productholder'] as const;
/** The member account opening: memberStatus is 1 once one of the account's has completed. */
export const MEMBER_OPENING_APP_ID = '550012';
const item = (
  appId: string,
  name: string,
  zones: readonly CatalogueZone[],
  gates?: readonly CatalogueGate[],
): CatalogueItem => ({ appId, name, btnTitle: '办理', nodeId: 'apply', zones, ...(gates ? { gates } : {}) });

export const BUSINESS_CATALOGUE: readonly CatalogueGroup[] = [
  {
    key: 'registration',
    name: '登记托管',
    subgroups: [
      {
        key: 'custody',
        name: '登记与托管',
        items: [
          item('550001', '企业登记托管', ['org']),
          item('550114', '企业托管服务', ['org']),
          item('550064', '企业信息变更登记', ['org']),
          item('550017', '股东信息变更登记', ['org']),
          item('550113', '托管服务退出', ['org']),
        ],
      },
      {
        key: 'holder-services',
        name: '股东服务',
        items: [
          item('550301', '股东确权', ['personalholder', 'orgholder']),
          item('550115', '持股证明开具', ['org', ...HOLDERS]),
          item('550308', '股权证明挂失补办', ['personalholder', 'orgholder']),
          item('550309', '股东名册调阅', ['org']),
        ],
      },
    ],
  },
  {
    key: 'share-changes',
    name: '股份变更',
    subgroups: [
      {
        key: 'share-changes',
        name: '股份变动登记',
        items: [
          item('550002', '股份增加登记', ['org'], ['listedCounter']),
          item('550003', '股份减少登记', ['org'], ['listedCounter']),
          item('550004', '股份转让登记', ['org'], ['listedCounter']),
          item('550066', '非交易过户登记', ['org']),
        ],
      },
      {
        key: 'lock-up-and-dividends',
        name: '限售与权益分派',
        items: [
          item('550302', '股份限售登记', ['org']),
          item('550303', '解除限售登记', ['org']),
          item('550305', '分红派息登记', ['org']),
        ],
      },
    ],
  },
  {
    key: 'pledge-freeze',
    name: '质押冻结',
    subgroups: [
      {
        key: 'pledge',
        name: '股权质押',
        items: [
          item('550063', '股权质押登记', ['org', 'personalholder', 'orgholder']),
          item('550061', '质押解除登记', ['org', 'personalholder', 'orgholder']),
        ],
      },
      {
        key: 'freeze',
        name: '司法冻结（柜台）',
        items: [
          item('550060', '司法冻结登记', ['mgr']),
          item('550300', '解除冻结登记', ['mgr']),
          item('550306', '登记账户冻结', ['mgr']),
          item('550307', '登记账户解冻', ['mgr']),
        ],
      },
    ],
  },
  {
    key: 'listing',
    name: '挂牌展示',
    subgroups: [
      {
        key: 'listing',
        name: '挂牌',
        items: [
          item('550058', '企业挂牌', ['org']),
          item('550100', '挂牌托管', ['org']),
          item('550052', '终止挂牌', ['org']),
        ],
      },
      {
        key: 'showcase',
        name: '展示与专精特新',
        items: [
          item('550092', '企业展示', ['org', 'member']),
          item('550901', '展示服务退出', ['org']),
          item('550200', '专精特新入板', ['org']),
          item('550120', '专精特新服务退出', ['org']),
        ],
      },
    ],
  },
  {
    key: 'investor',
    name: '投资者服务',
    subgroups: [
      {
        key: 'accounts',
        name: '投资者账户',
        items: [
          item('550130', '投资者开户（个人）', ['personalholder']),
          item('550131', '投资者开户（机构）', ['org', 'orgholder']),
          item('550132', '投资者开户（产品）', ['org', 'productholder']),
          item('550027', '投资者信息变更', HOLDERS),
          item('550031', '投资者销户', ['mgr']),
        ],
      },
      {
        key: 'suitability',
        name: '适当性管理',
        items: [
          item('550026', '投资者风险测评', HOLDERS),
          item('550091', '个人合格投资者认证', ['personalholder']),
          item('550032', '机构投资者认证', ['orgholder']),
          item('550138', '产品认证', ['productholder']),
        ],
      },
    ],
  },
  {
    key: 'member',
    name: '会员业务',
    subgroups: [
      {
        key: 'member',
        name: '会员账户',
        items: [
          {
            ...item('550012', '会员开户', ['member'], ['memberNotOpened']),
            route: MEMBER_OPENING_EXPLAIN_ROUTE,
          },
          item('550020', '会员信息变更', ['member'], ['memberOpened']),
          item('550021', '会员销户', ['member'], ['memberOpened']),
        ],
      },
    ],
  },
  {
    key: 'disclosure',
    name: '信息披露',
    subgroups: [
      {
        key: 'disclosure',
        name: '信息披露',
        items: [item('550024', '定期报告披露', ['org']), item('550023', '临时报告披露', ['org'])],
      },
    ],
  },
  {
    key: 'bonds-funds',
    name: '债券与基金',
    subgroups: [
      {
        key: 'bonds',
        name: '债券',
        items: [
          item('550081', '债券发行备案', ['org']),
          item('550082', '私募可转债发行', ['org']),
          item('550084', '债券付息兑付', ['org']),
          item('550413', '私募股权融资备案', ['org']),
        ],
      },
      {
        key: 'funds',
        name: '基金份额',
        items: [
          item('550401', '私募基金产品登记', ['org']),
          item('550221', '基金份额登记', ['productholder']),
          item('550222', '基金份额转让登记', HOLDERS),
          item('550224', '基金份额质押登记', HOLDERS),
          item('550226', '基金份额转让挂牌申请', HOLDERS),
          item('550227', '基金份额批量登记', ['mgr']),
        ],
      },
    ],
  },
  {
    key: 'archives',
    name: '档案管理',
    subgroups: [
      {
        key: 'archives',
        name: '档案',
        items: [item('550073', '会员档案管理', ['mgr']), item('550074', '企业档案管理', ['mgr'])],
      },
    ],
  },
];

/** What the gates need to know about the signed-in user. */
export interface CatalogueFacts {
  /** The current enterprise is listed (account 1 with isListing 1). */
  isListing: boolean;
  /** 1 once the member account is opened (002 §3 application-data entry). */
  memberStatus: 0 | 1;
}

export type CatalogueItemState =
  | { kind: 'open' }
  | { kind: 'message'; message: string }
  | { kind: 'not-offered' };

export interface CatalogueItemView extends CatalogueItem {
  state: CatalogueItemState;
}
export interface CatalogueView {
  key: string;
  name: string;
  subgroups: { key: string; name: string; items: CatalogueItemView[] }[];
}

/**
 * The zone's catalogue: items of other zones dropped, member items hidden by their gate, a listed
 * enterprise's share changes turned into the counter message, uninstalled businesses marked.
 */
export function catalogueFor(
  zone: CatalogueZone,
  facts: CatalogueFacts,
  offered: (appId: string) => boolean,
): CatalogueView[] {
  const visible = (i: CatalogueItem) =>
    i.zones.includes(zone) &&
    !(i.gates?.includes('memberNotOpened') && facts.memberStatus === 1) &&
    !(i.gates?.includes('memberOpened') && facts.memberStatus !== 1);
  const stateOf = (i: CatalogueItem): CatalogueItemState => {
    if (!pageRouteOf(i.appId) && !offered(i.appId)) return { kind: 'not-offered' };
    const counter = listedCounterMessage(i.appId);
    if (i.gates?.includes('listedCounter') && facts.isListing && counter)
      return { kind: 'message', message: counter };
    return { kind: 'open' };
  };
  return BUSINESS_CATALOGUE.map((group) => ({
    key: group.key,
    name: group.name,
    subgroups: group.subgroups
      .map((s) => ({
        key: s.key,
        name: s.name,
        items: s.items.filter(visible).map((i) => {
          const route = pageRouteOf(i.appId);
          return { ...i, ...(route ? { route } : {}), state: stateOf(i) };
        }),
      }))
      .filter((s) => s.items.length > 0),
  })).filter((g) => g.subgroups.length > 0);
}

/** Flow-dictionary businesses no zone starts from 业务办理, with the reason (ADR 41). */
export const OUTSIDE_CATALOGUE: Readonly<Record<string, string>> = {
  '550136': '首次开立投资者账户：注册后、选择专区之前由开户引导发起（000 §4），不在专区的业务办理中',
  '550223': '基金份额转让项目：项目列表与详情页，不是可发起的申请',
};

/** Every appId the catalogue names (a test holds it to the flow dictionary). */
export const catalogueAppIds = (): string[] =>
  BUSINESS_CATALOGUE.flatMap((g) => g.subgroups.flatMap((s) => s.items.map((i) => i.appId)));
