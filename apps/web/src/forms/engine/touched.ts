import { type FormSchema, listFields } from '@rer/domain';

/**
 * The prop paths a change touched, at the depth errors are reported: `prop` for plain fields,
 * `prop.i.column` for sub-table cells, `prop.row` for upload rows (like FormValidationError.prop).
 */
export function touchedPaths(schema: FormSchema, changed: Record<string, unknown>): string[] {
  const paths: string[] = [];
  const byProp = new Map(listFields(schema).map(({ field }) => [field.prop, field]));
  for (const [prop, value] of Object.entries(changed)) {
    const field = byProp.get(prop);
    paths.push(prop);
    if (field?.type === 'subTable' && Array.isArray(value)) {
      value.forEach((row, index) => {
        if (row === null || typeof row !== 'object') return;
        for (const column of Object.keys(row)) paths.push(`${prop}.${index}.${column}`);
      });
    } else if (field?.type === 'upload' && value !== null && typeof value === 'object') {
      for (const row of Object.keys(value)) paths.push(`${prop}.${row}`);
    }
  }
  return paths;
}

/** Whether an error at `prop` should show: after a submit attempt, or once its path was touched. */
export function isErrorShown(prop: string, touched: ReadonlySet<string>, submitted: boolean): boolean {
  if (submitted || touched.has(prop)) return true;
  // A whole-field error (required sub-table) shows once any part of it was touched.
  return !prop.includes('.') && [...touched].some((path) => path.startsWith(`${prop}.`));
}
