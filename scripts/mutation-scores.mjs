// The per-folder mutation score of a Stryker JSON report (mutation-testing-report-schema), as
// Stryker counts it: killed + timeout over killed + timeout + survived + no coverage. Ignored,
// static-skipped and compile errors do not count.

const THRESHOLDS = { register: 90, workflow: 90, ledger: 90 };

export function thresholdOf(folder) {
  return THRESHOLDS[folder] ?? 80;
}

/** The folder of a file under `src`: its first directory, or "(root)" for a file directly in it. */
export function folderOf(path, src) {
  const rel = path.replaceAll('\\', '/').split(`${src}/`).pop();
  const parts = rel.split('/');
  return parts.length > 1 ? parts[0] : '(root)';
}

export function folderScores(report, src) {
  const byFolder = new Map();
  for (const [path, file] of Object.entries(report.files)) {
    const folder = folderOf(path, src);
    const row = byFolder.get(folder) ?? {
      folder,
      killed: 0,
      timeout: 0,
      survived: 0,
      noCoverage: 0,
      ignored: 0,
    };
    for (const m of file.mutants) {
      if (m.status === 'Killed') row.killed++;
      else if (m.status === 'Timeout') row.timeout++;
      else if (m.status === 'Survived') row.survived++;
      else if (m.status === 'NoCoverage') row.noCoverage++;
      else row.ignored++;
    }
    byFolder.set(folder, row);
  }
  return [...byFolder.values()]
    .map((r) => {
      const detected = r.killed + r.timeout;
      const valid = detected + r.survived + r.noCoverage;
      return { ...r, score: valid === 0 ? 100 : (100 * detected) / valid };
    })
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

export function formatScoreTable(rows) {
  const head = ['folder', 'score %', 'threshold', 'killed', 'timeout', 'survived', 'no cov', 'ignored'];
  const body = rows.map((r) => [
    r.folder,
    r.score.toFixed(2),
    `${thresholdOf(r.folder)}`,
    `${r.killed}`,
    `${r.timeout}`,
    `${r.survived}`,
    `${r.noCoverage}`,
    `${r.ignored}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
