import { SafetyCertificateOutlined } from '@ant-design/icons';
import { type FormContext, showsBlockchainNotice } from '@rer/domain';
import { useParam } from '../../lib/reference-data';

/** The parameter switching the blockchain deposit on (seeded in params.json). */
export const BLOCKCHAIN_PARAM = 'blockchain.isOpen';

/** Ours: 001 §2.11 describes the notice without giving its text. */
export const BLOCKCHAIN_NOTICE_TEXT = '本业务提交的数据及材料将进行区块链存证，确保真实、完整、不可篡改。';

/** Reads blockchain.isOpen (once, shared with the rest of the app through the query cache). */
export function useBlockchainOpen(enabled: boolean): boolean {
  const param = useParam(enabled ? BLOCKCHAIN_PARAM : '');
  return param.data?.paramValue === 'true';
}

/** 001 §2.11: the footer notice on the listed routes and nodeId=apply, when the switch is on. */
export function BlockchainNotice({ context, override }: { context: FormContext; override?: boolean }) {
  const open = useBlockchainOpen(override === undefined);
  const shown = override ?? showsBlockchainNotice(context, open);
  if (!shown) return null;
  return (
    <div
      role="note"
      data-testid="blockchain-notice"
      style={{ marginTop: 16, color: '#888', textAlign: 'center' }}
    >
      <SafetyCertificateOutlined /> {BLOCKCHAIN_NOTICE_TEXT}
    </div>
  );
}
