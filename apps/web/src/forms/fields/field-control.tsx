import type { ColumnField, FieldState, FormField } from '@rer/domain';
import type { ComponentType } from 'react';
import type { FieldControlProps } from '../types';
import { CascaderField } from './cascader-field';
import { CheckboxField, RadioField, SelectField } from './choice-fields';
import { DateField, NumberField, TimePickerField, TimeSelectField } from './date-time-fields';
import { DialogSearchField } from './dialog-search-field';
import { DisplayTableFieldControl } from './display-table-field';
import { LazySelectField } from './lazy-select';
import { SubTableFieldControl } from './sub-table-field';
import { AutocompleteField, TextAreaField, TextInputField } from './text-fields';
import { ThousandsInput } from './thousands-input';
import { UploadRowsField } from './upload-rows-field';
import { WidgetField } from './widget-field';

/** Every field type of the schema (000 §9, 001 §3.21) and its control. */
export const FIELD_CONTROLS: Readonly<Record<FormField['type'], ComponentType<FieldControlProps>>> = {
  input: TextInputField,
  textarea: TextAreaField,
  autocomplete: AutocompleteField,
  thousands: ThousandsInput,
  select: SelectField,
  checkbox: CheckboxField,
  radio: RadioField,
  date: DateField,
  timeSelect: TimeSelectField,
  timePicker: TimePickerField,
  number: NumberField,
  cascader: CascaderField,
  dialogSearch: DialogSearchField,
  lazySelect: LazySelectField,
  subTable: SubTableFieldControl,
  upload: UploadRowsField,
  displayTable: DisplayTableFieldControl,
  widget: WidgetField,
};

export interface FieldControlSwitchProps {
  field: FormField | ColumnField;
  state: FieldState;
  id: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  partErrors?: Readonly<Record<string, string>>;
}

/** The control of one field; Form.Item injects value and onChange. */
export function FieldControl({ field, ...rest }: FieldControlSwitchProps) {
  const Control = FIELD_CONTROLS[field.type];
  return <Control field={field as FormField} {...rest} />;
}
