import { SearchOutlined } from '@ant-design/icons';
import type { HolderRecord } from '@rer/contracts';
import { Button, Input, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { FieldControlProps } from '../types';

const HolderSearchDialog = lazy(() =>
  import('../../features/share-register/holder-search-dialog').then((m) => ({
    default: m.HolderSearchDialog,
  })),
);

type HolderKey = 'holderName' | 'accountNumber' | 'holderUuid';

/**
 * dialog search through the shareholder search dialog (000 §5): the box shows the chosen holder;
 * 查询 opens the dialog. The value is the row's `props.valueKey` (holderName by default).
 */
export function HolderSearchField({ field, state, id, value, onChange }: FieldControlProps) {
  const [open, setOpen] = useState(false);
  const props = (field.props ?? {}) as Record<string, unknown>;
  const key: HolderKey =
    props.valueKey === 'accountNumber' || props.valueKey === 'holderUuid' ? props.valueKey : 'holderName';
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        value={text}
        readOnly
        disabled={state.disabled}
        placeholder={field.placeholder ?? '请点击查询选择'}
      />
      <Button icon={<SearchOutlined />} disabled={state.disabled} onClick={() => setOpen(true)}>
        查询
      </Button>
      {open && (
        <Suspense fallback={null}>
          <HolderSearchDialog
            open={open}
            organType={
              typeof props.organType === 'string' || typeof props.organType === 'number'
                ? props.organType
                : undefined
            }
            onClose={() => setOpen(false)}
            onSelect={(row: HolderRecord) => {
              onChange?.(row[key]);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </Space.Compact>
  );
}
