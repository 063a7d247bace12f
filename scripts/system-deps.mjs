// Browser tests need Debian's Chromium and CJK fonts (Chinese text must render, not tofu); the
// voucher tests read generated PDFs back with poppler's pdftotext.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function hasCjkFonts() {
  try {
    return /Noto Sans CJK|Noto Serif CJK/i.test(execSync('fc-list', { encoding: 'utf8' }));
  } catch {
    return false;
  }
}

export function ensureBrowser() {
  const missing = [];
  if (!fs.existsSync(chromiumPath)) missing.push('chromium');
  if (!hasCjkFonts()) missing.push('fonts-noto-cjk');
  if (spawnSync('pdftotext', ['-v']).error) missing.push('poppler-utils');
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    process.stderr.write(
      `\n测试需要 Debian 软件包：${missing.join(' ')}。\n请先安装：sudo apt-get install -y ${missing.join(' ')}\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`\n== installing ${missing.join(' ')} (apt-get)\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      process.stderr.write(`apt-get ${args.join(' ')} 失败\n`);
      process.exit(1);
    }
  }
}
