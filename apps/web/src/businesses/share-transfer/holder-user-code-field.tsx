import { SearchOutlined } from '@ant-design/icons';
import type { HolderRecord } from '@rer/contracts';
import { Button, Input, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormRuntime } from '../../forms/engine/runtime';
import type { FieldControlProps } from '../../forms/types';
import { message } from '../../lib/feedback';

const RegisterHolderDialog = lazy(() =>
  import('../../features/share-register/register-holder-dialog').then((m) => ({
    default: m.RegisterHolderDialog,
  })),
);

/**
 * 用户代码 (registered as `holderUserCode`): the box shows the chosen holder account's user code;
 * 查询 opens the register's holders (searched by a part of the name, issue 18) with the shareholder
 * search of 000 §5 for anyone else (status 2 refused with 用户不存在, status 3 chosen with 账号异常).
 * An account without a user code cannot be chosen here.
 */
export function HolderUserCodeField({ field, state, id, value, onChange }: FieldControlProps) {
  const { t } = useTranslation();
  const { context } = useFormRuntime();
  const [open, setOpen] = useState(false);
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const props = (field.props ?? {}) as Record<string, unknown>;
  const organType =
    typeof props.organType === 'string' || typeof props.organType === 'number' ? props.organType : undefined;
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        value={text}
        readOnly
        disabled={state.disabled}
        placeholder={field.placeholder ?? t('workflow.transferRecord.pickPlaceholder')}
      />
      <Button
        icon={<SearchOutlined />}
        disabled={state.disabled}
        onClick={() => setOpen(true)}
        data-testid={`pick-${field.prop}`}
      >
        {t('workflow.transferRecord.pickHolder')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RegisterHolderDialog
            open={open}
            title={t('workflow.transferRecord.pickTransferor')}
            organType={organType}
            appId={context.appId}
            onClose={() => setOpen(false)}
            onSelect={(row: HolderRecord) => {
              // The dialog closes on every pick, as the 000 §5 search does.
              setOpen(false);
              if (!row.userCode) {
                void message.warning(t('workflow.transferRecord.noUserCode'));
                return;
              }
              onChange?.(row.userCode);
            }}
          />
        </Suspense>
      )}
    </Space.Compact>
  );
}
