import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FlowSeedError, loadFlowSeeds } from './flow-seeds.js';

describe('flow seeds from the business folders (ADR 38)', () => {
  it('reads each business flow.json in the order of the business list, with its effect', () => {
    const seeds = loadFlowSeeds();
    expect(seeds.map((s) => [s.file, s.flow.appId, s.flow.completionEffect])).toEqual([
      ['share-increase/flow.json', '550002', 'shareIncrease'],
      ['share-decrease/flow.json', '550003', 'shareDecrease'],
      ['share-transfer/flow.json', '550004', 'shareTransfer'],
      ['registration-custody/flow.json', '550001', 'registrationCustody'],
      ['custody-service/flow.json', '550114', 'custodyService'],
      ['personal-investor-opening/flow.json', '550130', 'personalInvestorOpening'],
      ['institution-investor-opening/flow.json', '550131', 'institutionInvestorOpening'],
      ['product-investor-opening/flow.json', '550132', 'productInvestorOpening'],
      ['member-opening/flow.json', '550012', 'memberOpening'],
      ['member-revision/flow.json', '550020', 'memberRevision'],
      ['member-closure/flow.json', '550021', 'memberClosure'],
      ['institution-certification/flow.json', '550032', 'institutionCertification'],
      ['product-certification/flow.json', '550138', 'productCertification'],
      ['personal-qualification/flow.json', '550091', 'personalQualification'],
      ['registration-account-freeze/flow.json', '550306', 'registrationAccountFreeze'],
      ['registration-account-unfreeze/flow.json', '550307', 'registrationAccountUnfreeze'],
      ['investor-account-closure/flow.json', '550031', 'investorAccountClosure'],
      ['holding-certificate/flow.json', '550115', 'holdingCertificate'],
      ['judicial-freeze/flow.json', '550060', 'judicialFreeze'],
      ['judicial-unfreeze/flow.json', '550300', 'judicialUnfreeze'],
      ['non-trade-transfer/flow.json', '550066', 'nonTradeTransfer'],
      ['rights-confirmation/flow.json', '550301', 'rightsConfirmation'],
      ['pledge-registration/flow.json', '550063', 'pledgeRegistration'],
      ['pledge-release/flow.json', '550061', 'pledgeRelease'],
      ['listing/flow.json', '550058', 'listing'],
      ['listing-termination/flow.json', '550052', 'listingTermination'],
    ]);
  });

  it('refuses a flow whose completion effect no business registers', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rer-flows-'));
    try {
      const source = loadFlowSeeds()[2]!.raw as Record<string, unknown>;
      writeFileSync(
        path.join(dir, 'typo.json'),
        JSON.stringify({ ...source, completionEffect: 'shareTransferTypo' }),
      );
      expect(() => loadFlowSeeds(dir)).toThrow(FlowSeedError);
      expect(() => loadFlowSeeds(dir)).toThrow(
        '流程种子文件 typo.json 的完成动作 shareTransferTypo 未由任何业务登记',
      );
      writeFileSync(path.join(dir, 'typo.json'), JSON.stringify(source));
      expect(loadFlowSeeds(dir).map((s) => s.flow.appId)).toEqual(['550004']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
