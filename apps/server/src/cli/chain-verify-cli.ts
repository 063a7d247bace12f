/**
 * `npm run chain:verify -- --url https://node:port --cert client.pem --key client.key --ca ca.pem
 * [--tenant 000000] [--network rer-000000] [--witness-key <name>=<base64> …] [--witness-keys-file f]
 * [--min-witnesses N]`, the credential in CHAIN_NODE_TOKEN (or --token-file): the independent
 * verifier (issue 24, ADR 78; witnesses ADR 87). Uses the node interfaces only — no database —
 * and exits 1 naming each difference, 2 when the node cannot be read or an option is wrong.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseWitnessKey } from '@rer/domain';
import { verifyChain, type WitnessPolicy } from './chain-verify.js';
import { NodeCallError, nodeClient } from './chain-verify-client.js';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      cert: { type: 'string' },
      key: { type: 'string' },
      ca: { type: 'string' },
      tenant: { type: 'string', default: '000000' },
      network: { type: 'string' },
      'token-file': { type: 'string' },
      'witness-key': { type: 'string', multiple: true },
      'witness-keys-file': { type: 'string' },
      'min-witnesses': { type: 'string', default: '0' },
    },
  });
  const witnesses = witnessPolicy(values);
  if (!values.url) throw new NodeCallError('请用 --url 指定节点地址');
  const token = values['token-file']
    ? readFileSync(values['token-file'], 'utf8').trim()
    : (process.env.CHAIN_NODE_TOKEN ?? '').trim();
  if (!token) throw new NodeCallError('请用 CHAIN_NODE_TOKEN 或 --token-file 提供监管链节点凭证');
  const get = nodeClient({
    url: values.url,
    tenantId: values.tenant!,
    token,
    cert: values.cert,
    key: values.key,
    ca: values.ca,
    onRateLimited: (path, seconds) =>
      process.stderr.write(`节点限流（HTTP 429）：${seconds} 秒后重试 ${path}\n`),
  });
  const report = await verifyChain(get, { networkId: values.network, witnesses });
  const summary = `网络 ${report.networkId}：高度 ${report.height}，校验区块 ${report.blocks} 个、交易 ${report.transactions} 笔、数据对象 ${report.objects} 个、见证联署签名 ${report.cosignatures} 个`;
  process.stdout.write(`${summary}\n`);
  for (const note of report.notes) process.stdout.write(`提示：${note}\n`);
  for (const problem of report.problems) process.stdout.write(`差异：${problem}\n`);
  process.stdout.write(
    report.problems.length === 0 ? '校验通过\n' : `发现 ${report.problems.length} 处差异\n`,
  );
  return report.problems.length === 0 ? 0 : 1;
}

/**
 * The witnesses' keys as the operator pins them: `--witness-key <name>=<base64>` (repeatable) and
 * a file of such lines (`#` comments). The keys a node serves are never used for the check.
 */
function witnessPolicy(values: {
  'witness-key'?: string[];
  'witness-keys-file'?: string;
  'min-witnesses'?: string;
}): WitnessPolicy {
  const fromFile = values['witness-keys-file']
    ? readFileSync(values['witness-keys-file'], 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('#'))
    : [];
  const witnessKeys = new Map<string, Uint8Array>();
  for (const text of [...(values['witness-key'] ?? []), ...fromFile]) {
    const { name, publicKeyRaw } = parseWitnessKey(text);
    witnessKeys.set(name, publicKeyRaw);
  }
  const minWitnesses = Number(values['min-witnesses']);
  if (!/^[0-9]{1,3}$/.test(values['min-witnesses'] ?? '') || !Number.isSafeInteger(minWitnesses))
    throw new NodeCallError('--min-witnesses 应为非负整数');
  return { witnessKeys, minWitnesses };
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`校验失败：${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
