// Merging Stryker reports (mutation-testing-report-schema) of runs over parts of one folder
// (`--files`, ADR 0035): a folder too big for one sitting (forms/) is measured a few files at a
// time, each part's results merged into the folder's incremental file, so that they are kept and
// a later run of the whole folder reruns only what changed since.
//
// Test ids are numbers local to one report, which the mutants' coveredBy/killedBy refer to; the
// merged report gives each test (file, position and name, as Stryker's incremental differ keys
// it) one new id and rewrites the references.

const testKey = (file, test) => {
  const start = test.location?.start ?? { line: 0, column: 0 };
  return `${file}@${start.line}:${start.column}\n${test.name}`;
};

/** The mutants of `newer`'s files replace `older`'s; the files only `older` holds are kept. */
export function mergeReports(older, newer) {
  const tests = new Map();
  const newIds = (report) => {
    const ids = new Map();
    for (const [file, testFile] of Object.entries(report.testFiles ?? {}))
      for (const test of testFile.tests) {
        const key = testKey(file, test);
        if (!tests.has(key)) tests.set(key, { file, test: { ...test, id: String(tests.size) } });
        ids.set(test.id, tests.get(key).test.id);
      }
    return ids;
  };
  const idsOfNewer = newIds(newer);
  const idsOfOlder = newIds(older);
  const remap = (mutants, ids) =>
    mutants.map((m) => ({
      ...m,
      ...(m.coveredBy ? { coveredBy: m.coveredBy.map((id) => ids.get(id)).filter(Boolean) } : {}),
      ...(m.killedBy ? { killedBy: m.killedBy.map((id) => ids.get(id)).filter(Boolean) } : {}),
    }));
  const files = {};
  for (const [path, file] of Object.entries(older.files))
    if (!(path in newer.files)) files[path] = { ...file, mutants: remap(file.mutants, idsOfOlder) };
  for (const [path, file] of Object.entries(newer.files))
    files[path] = { ...file, mutants: remap(file.mutants, idsOfNewer) };
  const testFiles = {};
  for (const { file, test } of tests.values()) {
    const source = newer.testFiles?.[file]?.source ?? older.testFiles?.[file]?.source;
    testFiles[file] ??= { tests: [], ...(source === undefined ? {} : { source }) };
    testFiles[file].tests.push(test);
  }
  return { ...older, ...newer, files, testFiles };
}
