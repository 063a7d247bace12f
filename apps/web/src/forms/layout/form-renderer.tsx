import {
  type FieldStates,
  type FormSchema,
  listDictionaryCodes,
  listFields,
  resolveFormMode,
} from '@rer/domain';
import { Col, Form, Row } from 'antd';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  CommitHubContext,
  collectBehaviours,
  createCommitHub,
  withBehaviourLocks,
} from '../engine/behaviours';
import { toSubmission } from '../engine/browser-validation';
import { initialFormValues } from '../engine/effects';
import { useFormController } from '../engine/form-controller';
import { type FormRuntime, FormRuntimeContext } from '../engine/runtime';
import { createTableRowsStore, type TableRowsStore, takeTableValues } from '../engine/table-rows';
import { useFormEngine } from '../engine/use-form-engine';
import { useFormDictionaries } from '../options/use-form-dictionaries';
import { registerDefaultFormParts } from '../registry/default-registrations';
import type { FormRendererProps } from '../types';
import { BlockchainNotice } from './blockchain-notice';
import { fieldDomId } from './field-item';
import { type BehaviourLocks, FormBehaviours } from './form-behaviours';
import {
  errorsByGroup,
  FormGroupSection,
  type GroupErrors,
  isGroupVisible,
  statesOfGroup,
} from './form-groups';
import { GroupNavigation } from './group-navigation';
import { mountedGroups, useProgressiveGroups } from './progressive-groups';
import './form-renderer.css';

registerDefaultFormParts();

/** Dictionary codes of the fields currently visible (a hidden field's dictionary waits). */
function visibleDictionaryCodes(schema: FormSchema, states: FieldStates): string[] {
  const all = listDictionaryCodes(schema);
  const visible = {
    ...schema,
    groups: schema.groups.map((group) => ({
      ...group,
      fields: group.fields.filter((field) => states[field.prop]?.visible),
    })),
  };
  const codes = new Set(listDictionaryCodes(visible));
  return all.filter((code) => codes.has(code));
}

/**
 * Renders a form schema with antd Form (architecture §6): titled groups of fields, conditions
 * and read-only rules resolved by the domain engine, errors from the same validator the server
 * runs, the group navigation list and the blockchain footer (001 §2, §2.11, §4.5, §5.20).
 */
export function FormRenderer(props: FormRendererProps) {
  const { schema, context: givenContext, initialValues, disabled = false, services, footer } = props;
  const ownController = useFormController();
  const controller = props.controller ?? ownController;
  const formId = `rf${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const contextKey = JSON.stringify(givenContext);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the context's content.
  const context = useMemo(() => givenContext, [contextKey]);
  const mode = useMemo(() => resolveFormMode(context), [context]);
  // The store is filled once; a new stored value set needs a new renderer (key it by the record).
  // Display tables' rows go to their own store, never through antd's (ADR 31).
  const tablesRef = useRef<TableRowsStore | null>(null);
  tablesRef.current ??= createTableRowsStore(schema);
  const tables = tablesRef.current;
  const initialRef = useRef<Record<string, unknown> | null>(null);
  if (initialRef.current === null) {
    initialRef.current = takeTableValues(tables, initialFormValues(schema, initialValues));
    // Big tables the server sends apart (ADR 33), unless stored values give the rows.
    tables.startPaging(new Set(Object.keys(initialValues ?? {})));
  }
  const initial = initialRef.current;
  // The rest of the paged rows is read in the background (a submit or save waits for it).
  useEffect(() => {
    tables.whenLoaded().catch(() => {});
    return () => tables.stop();
  }, [tables]);
  const [codes, setCodes] = useState<readonly string[]>([]);
  const { dictionaries, loadingCodes } = useFormDictionaries(codes);
  const engine = useFormEngine({
    schema,
    context,
    form: controller.form,
    initialValues: initial,
    dictionaries,
    disabled,
    onValuesChange: props.onValuesChange,
    tables,
  });
  const visibleCodes = visibleDictionaryCodes(schema, engine.states).join(',');
  useEffect(() => {
    const wanted = visibleCodes === '' ? [] : visibleCodes.split(',');
    setCodes((asked) =>
      wanted.every((code) => asked.includes(code)) ? asked : [...new Set([...asked, ...wanted])],
    );
  }, [visibleCodes]);

  // Behaviours declared by the schema's fields (ADR 50): they may fill and lock other fields.
  const behaviours = useMemo(() => [...collectBehaviours(schema)], [schema]);
  const hubRef = useRef(createCommitHub());
  const [locks, setLocks] = useState<BehaviourLocks>({});

  // A disabled form drops every rule (001 §5.20): its fields are shown as read-only states.
  const states = useMemo(() => {
    if (!disabled) return withBehaviourLocks(engine.states, locks);
    const out: FieldStates = {};
    for (const [prop, state] of Object.entries(engine.states)) {
      out[prop] = { ...state, disabled: true, required: false, validated: false };
    }
    return out;
  }, [engine.states, disabled, locks]);

  const groupErrorsRef = useRef(new Map<string, GroupErrors>());
  const groupErrors = useMemo(() => {
    const next = errorsByGroup(schema.groups, disabled ? {} : engine.errors, groupErrorsRef.current);
    groupErrorsRef.current = next;
    return next;
  }, [schema.groups, engine.errors, disabled]);
  const groupStatesRef = useRef(new Map<string, FieldStates>());
  const groupStates = useMemo(() => {
    const next = new Map<string, FieldStates>();
    for (const group of schema.groups)
      next.set(group.key, statesOfGroup(group, states, groupStatesRef.current.get(group.key)));
    groupStatesRef.current = next;
    return next;
  }, [schema.groups, states]);

  const engineRef = useRef(engine);
  engineRef.current = engine;
  const progressive = useProgressiveGroups(schema.groups, states);
  const mountAllRef = useRef(progressive.mountAll);
  mountAllRef.current = progressive.mountAll;
  const runtime = useMemo<FormRuntime>(
    () => ({
      form: controller.form,
      context,
      mode,
      dictionaries,
      loadingCodes,
      services: services ?? {},
      formDisabled: disabled,
      tables,
      refresh: (changed) => engineRef.current.refresh(changed),
    }),
    [controller.form, context, mode, dictionaries, loadingCodes, services, disabled, tables],
  );

  useEffect(() => {
    controller.handle.current = {
      schema,
      context,
      values: () => engineRef.current.snapshot(true).normalized,
      allValues: () => ({ ...controller.form.getFieldsValue(true), ...tables.values() }),
      whenLoaded: () => tables.whenLoaded(),
      validate: () => engineRef.current.validateAll(),
      scrollToField: (prop) => {
        mountAllRef.current();
        scrollToField(formId, prop);
      },
      setValues: (values) => {
        controller.form.setFieldsValue(toSubmission(takeTableValues(tables, values)));
        engineRef.current.refresh(Object.keys(values));
      },
    };
    return () => {
      controller.handle.current = null;
    };
  }, [controller, schema, context, formId, tables]);

  const showNavigation = props.showGroupNavigation ?? mode.showGroupNavigation;
  const visibleGroups = schema.groups.filter((group) => isGroupVisible(group, states));
  const body = (
    <CommitHubContext.Provider value={behaviours.length > 0 ? hubRef.current : null}>
      <Form
        form={controller.form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={engine.onValuesChange}
        disabled={disabled}
        className="rer-form"
        name={formId}
        aria-label={schema.title}
        scrollToFirstError={false}
      >
        {mountedGroups(schema.groups, progressive.mounted).map(({ group, fields }) => (
          <FormGroupSection
            key={group.key}
            formId={formId}
            group={group}
            mountedFields={fields}
            states={groupStates.get(group.key)!}
            errors={groupErrors.get(group.key)!}
          />
        ))}
        {progressive.mounted < progressive.total && (
          <div ref={progressive.sentinel} data-testid="form-groups-pending" aria-hidden />
        )}
      </Form>
    </CommitHubContext.Provider>
  );
  return (
    <FormRuntimeContext.Provider value={runtime}>
      {!disabled && behaviours.length > 0 && (
        <FormBehaviours
          list={behaviours}
          form={controller.form}
          schema={schema}
          context={context}
          hub={hubRef.current}
          refresh={runtime.refresh}
          setLocks={setLocks}
        />
      )}
      <Row gutter={16} wrap={false} data-testid="form-renderer" data-fields={listFields(schema).length}>
        <Col flex="auto" style={{ minWidth: 0 }}>
          {body}
          <BlockchainNotice context={context} override={props.showBlockchainNotice} />
          {footer}
        </Col>
        {showNavigation && visibleGroups.length > 1 && (
          <Col flex="160px">
            <GroupNavigation
              formId={formId}
              groups={visibleGroups}
              onBeforeScroll={() => mountAllRef.current()}
            />
          </Col>
        )}
      </Row>
    </FormRuntimeContext.Provider>
  );
}

/** Scrolls to a field, a sub-table cell (`rows.1.cell`) or an upload row (`files.license`), and focuses it. */
export function scrollToField(formId: string, prop: string): void {
  const [top = prop, second, third] = prop.split('.');
  const candidates = [
    third !== undefined ? `${fieldDomId(formId, top)}_${second}_${third}` : null,
    fieldDomId(formId, top),
  ].filter((id): id is string => id !== null);
  for (const id of candidates) {
    const element = document.getElementById(id);
    if (!element) continue;
    element.scrollIntoView?.({ behavior: 'auto', block: 'center' }); // instant: see GroupNavigation
    if (element instanceof HTMLElement && typeof element.focus === 'function')
      element.focus({ preventScroll: true });
    return;
  }
}
