import type { FormContext, FormSchema, FormValues } from '@rer/domain';
import { parseFormSchema } from '@rer/domain';
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import demoSeed from '../../../../server/src/businesses/demo-all-fields/form.json';
import { reloadSession } from '../../lib/session';
import {
  createFakeFetch,
  envelope,
  type FakeHandler,
  type RecordedRequest,
  routes,
} from '../../test-support/fake-fetch';
import { createTestQueryEnvironment } from '../../test-support/query-wrapper';
import { type FormController, useFormController } from '../engine/form-controller';
import { FormRenderer } from '../layout/form-renderer';
import { listFormBehaviours } from '../registry/behaviour-registry';
import { listFormWidgets } from '../registry/widget-registry';
import type { FormRendererProps } from '../types';

export { installBrowserShims } from '../../test-support/dom-shims';

/** A seeded form schema, parsed like the pages parse it (its widgets must be registered). */
export function parseSeededSchema(schema: unknown): FormSchema {
  const parsed = parseFormSchema(schema, {
    widgets: listFormWidgets(),
    behaviours: listFormBehaviours(),
    checkedSlots: ['validator'],
  });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.schema;
}

/** The seeded demo schema 590001 (every field type and operator), parsed like the page does. */
export function demoSchema(): FormSchema {
  return parseSeededSchema(demoSeed.schema);
}

export const dictionaryItem = (code: string, dictKey: string, dictValue: string) => ({
  id: `${code}-${dictKey}`,
  code,
  dictKey,
  dictValue,
  parentKey: null,
  sort: Number(dictKey) || 0,
  remark: null,
  hasChildren: false,
});

/** A fake server: dictionaries (a few items per code), the parameter switch and regions. */
export function fakeReferenceServer(overrides: Record<string, FakeHandler> = {}): FakeHandler {
  return routes({
    '/api/blade-system/dict-biz/dictionary': (request: RecordedRequest) => {
      const code = new URL(request.url, 'http://localhost').searchParams.get('code') ?? '';
      return envelope(['1', '2', '3'].map((key) => dictionaryItem(code, key, `${code}-${key}`)));
    },
    '/api/blade-system/param-biz/detail': () =>
      envelope({ paramKey: 'blockchain.isOpen', paramName: '区块链存证开关', paramValue: 'true' }),
    '/api/blade-system/region/lazy-tree': () => envelope([]),
    '/api/blade-system/tenant/info': () =>
      envelope({
        tenantId: '000000',
        tenantName: '测试租户',
        domain: 'localhost',
        isSharedPlatform: false,
        forcedTheme: null,
        restrictedCityCode: null,
      }),
    ...overrides,
  });
}

export interface RenderedForm {
  controller: FormController;
  calls: RecordedRequest[];
  dispose(): void;
}

/** Renders a FormRenderer over a fake network; the controller reaches its store and handle. */
export function renderForm(
  props: Omit<FormRendererProps, 'controller' | 'schema' | 'context'> & {
    schema?: FormSchema;
    context?: FormContext;
    initialValues?: FormValues;
    handler?: FakeHandler;
  } = {},
): RenderedForm {
  localStorage.clear();
  reloadSession();
  const fake = createFakeFetch(props.handler ?? fakeReferenceServer());
  vi.stubGlobal('fetch', fake.fetch);
  const env = createTestQueryEnvironment();
  const holder: { controller?: FormController } = {};
  const {
    schema = demoSchema(),
    context = { appId: '590001', nodeId: 'apply', route: '/process/formDemo' },
    handler: _,
    ...rest
  } = props;
  // biome-ignore lint/correctness/noComponentHookFactories: one host per render, closing over its props.
  function Host() {
    const controller = useFormController();
    holder.controller = controller;
    return <FormRenderer {...rest} schema={schema} context={context} controller={controller} />;
  }
  const view = render(<Host />, { wrapper: env.wrapper });
  return {
    controller: holder.controller!,
    calls: fake.calls,
    dispose: () => {
      view.unmount();
      env.dispose();
      vi.unstubAllGlobals();
    },
  };
}

/** Lets queries and effects settle. */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}
