import type { FormContext, FormSchema } from '@rer/domain';
import type { FormInstance } from 'antd';
import { type Dispatch, type SetStateAction, useMemo } from 'react';
import type { CommitHub, FormBehaviourApi } from '../engine/behaviours';
import { getFormBehaviour } from '../registry/behaviour-registry';

export type BehaviourLocks = Readonly<Record<string, readonly string[]>>;

interface MountProps {
  name: string;
  fields: readonly string[];
  form: FormInstance;
  schema: FormSchema;
  context: FormContext;
  hub: CommitHub;
  refresh(changedProps?: string[]): void;
  setLocks: Dispatch<SetStateAction<BehaviourLocks>>;
}

const sameList = (a: readonly string[] | undefined, b: readonly string[]) =>
  (a ?? []).length === b.length && b.every((item, i) => a?.[i] === item);

/** One registered behaviour with its api over the renderer's store (ADR 50). */
function BehaviourMount({ name, fields, form, schema, context, hub, refresh, setLocks }: MountProps) {
  const Behaviour = getFormBehaviour(name);
  const api = useMemo<FormBehaviourApi>(
    () => ({
      form,
      schema,
      context,
      // Filled by the behaviour, not typed: states and shown errors follow, nothing becomes touched.
      setValues: (values) => {
        form.setFieldsValue(values);
        refresh([]);
      },
      resetFields: (names) => {
        form.resetFields([...names]);
        refresh([]);
      },
      setLocks: (locked) =>
        setLocks((current) =>
          sameList(current[name], locked) ? current : { ...current, [name]: [...locked] },
        ),
      onCommit: (listener) => hub.subscribe(listener),
    }),
    [name, form, schema, context, hub, refresh, setLocks],
  );
  if (!Behaviour) return null;
  return <Behaviour fields={fields} api={api} />;
}

/** Mounts every behaviour the schema's fields declare, once per form. */
export function FormBehaviours(props: Omit<MountProps, 'name' | 'fields'> & { list: [string, string[]][] }) {
  const { list, ...rest } = props;
  return (
    <>
      {list.map(([name, fields]) => (
        <BehaviourMount key={name} name={name} fields={fields} {...rest} />
      ))}
    </>
  );
}
