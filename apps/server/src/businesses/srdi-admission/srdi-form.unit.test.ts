import { readFileSync } from 'node:fs';
import { HITECH_QUESTIONNAIRE, SRDI_SCORE_GROUPS, sampleSrdiForm } from '@rer/domain';
import { describe, expect, it } from 'vitest';

interface Field {
  prop: string;
  options?: { items?: { value: string; label: string }[] };
  conditions?: { visibleWhen?: unknown };
}
const form = JSON.parse(readFileSync(new URL('./form.json', import.meta.url), 'utf8')) as {
  schema: { groups: { key: string; fields: Field[] }[] };
};
const fields = form.schema.groups.flatMap((g) => g.fields.map((f) => ({ group: g.key, field: f })));

describe('550200 form.json (002 §3, ADR 81)', () => {
  it('offers exactly the questionnaire’s options for each of its questions', () => {
    for (const title of HITECH_QUESTIONNAIRE.titles) {
      const found = fields.find((f) => f.field.prop === title.prop);
      expect(found, title.prop).toBeDefined();
      expect(found!.field.options?.items).toEqual(
        title.options.map((o) => ({ value: o.code, label: o.name })),
      );
    }
  });

  it('has the score groups of 002 §3, each field shown only on the trigger', () => {
    const keys = form.schema.groups.map((g) => g.key);
    for (const group of SRDI_SCORE_GROUPS) expect(keys).toContain(group);
    const trigger = {
      logic: 'and',
      items: [
        { path: 'form.corporateCredit.0', operator: 'eq', value: '5' },
        { path: 'form.conformsCompany', operator: 'eq', value: '1' },
      ],
    };
    for (const { field } of fields.filter((f) => (SRDI_SCORE_GROUPS as readonly string[]).includes(f.group)))
      expect(field.conditions?.visibleWhen, field.prop).toEqual(trigger);
  });

  it('names every field the sample form (and so the evaluation) reads', () => {
    const props = new Set(fields.map((f) => f.field.prop));
    for (const prop of Object.keys(sampleSrdiForm())) expect(props, prop).toContain(prop);
  });
});
