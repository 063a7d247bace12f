import {
  type DictionaryItems,
  type DisplayColumn,
  defaultFormFunctions,
  type FormFunctionRegistry,
} from '@rer/domain';
import { http, saveDownloadedFile } from '../../lib/http';

/** 000 §7: the signed-in download of a stored attachment. */
export const DOWNLOAD_URL = '/api/blade-resource/oss/endpoint/downloadFile';

/** 001 §2.2: no value, or a lone @, shows blank; 0 is shown. */
export function isBlankCell(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '' || value.trim() === '@';
  return false;
}

/** The text of a cell: the registered filterFn, else the dictionary label, else the value. */
export function cellText(
  column: DisplayColumn,
  row: Readonly<Record<string, unknown>>,
  dictionaries: DictionaryItems,
  registry: FormFunctionRegistry = defaultFormFunctions,
): string {
  const value = row[column.prop];
  if (column.filterFn) {
    const impl = registry.get(column.filterFn.fn);
    if (impl?.slot === 'filterFn') {
      try {
        return impl.format(value, row);
      } catch (error) {
        // 001 §8: errors of configured functions go to the console only.
        console.error(error);
      }
    }
  }
  if (isBlankCell(value)) return '';
  const choice = column.choices?.find((c) => c.value === String(value));
  if (choice) return choice.label;
  if (column.dictName) {
    const items = dictionaries[column.dictName];
    const found = items?.find((item) => String(item.value) === String(value));
    if (found) return found.label;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(value);
}

/** 001 §2.2: an originalName column shows each comma-separated file name as a download link. */
export function FileNameLinks({ row }: { row: Readonly<Record<string, unknown>> }) {
  const names =
    typeof row.originalName === 'string' ? row.originalName.split(',').filter((n) => n.trim() !== '') : [];
  const ids = typeof row.attachId === 'string' ? row.attachId.split(',') : [];
  return (
    <>
      {names.map((name, index) => (
        <a
          key={`${name}-${ids[index] ?? index}`}
          href={ids[index] ? `#${ids[index]}` : undefined}
          style={{ marginRight: 8 }}
          onClick={(event) => {
            event.preventDefault();
            const attachId = ids[index]?.trim();
            if (!attachId) return;
            void http
              .download(DOWNLOAD_URL, { params: { attachId } })
              .then((file) => saveDownloadedFile(file, name.trim()))
              .catch(() => undefined);
          }}
        >
          {name.trim()}
        </a>
      ))}
    </>
  );
}
