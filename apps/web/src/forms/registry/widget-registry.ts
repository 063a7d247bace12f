import type { FormField } from '@rer/domain';
import type { ComponentType } from 'react';
import type { FieldControlProps } from '../types';

/**
 * Business widgets by name (architecture §6): a schema field `{ type: 'widget', widget: 'x' }`
 * renders the component registered as `x`. Field types whose implementation lives in a feature
 * (upload rows, the holder search dialog) are registered here too, under `type:<fieldType>`, so
 * the form engine never imports a feature; the app or the feature registers it.
 */
export type FormWidget = ComponentType<FieldControlProps>;

const NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;
const widgets = new Map<string, FormWidget>();

/** Overridable field types (their default implementation sits in `forms/fields`). */
export type ReplaceableFieldType = Extract<FormField['type'], 'upload' | 'dialogSearch'>;

export function registerFormWidget(name: string, component: FormWidget): void {
  if (!NAME.test(name)) throw new Error(`Invalid widget name: ${name}`);
  // Replacing silently would let two modules fight over one name.
  if (widgets.has(name)) throw new Error(`Form widget already registered: ${name}`);
  widgets.set(name, component);
}

export function getFormWidget(name: string): FormWidget | undefined {
  return widgets.get(name);
}

/** Names of the business widgets, for parseFormSchema's `widgets` check (the designer uses it). */
export function listFormWidgets(): string[] {
  return [...widgets.keys()].filter((name) => !name.startsWith('type:'));
}

/** Replaces the implementation of a field type (a feature's upload rows, the holder search dialog). */
export function registerFieldImplementation(type: ReplaceableFieldType, component: FormWidget): void {
  widgets.set(`type:${type}`, component);
}

export function getFieldImplementation(type: ReplaceableFieldType): FormWidget | undefined {
  return widgets.get(`type:${type}`);
}
