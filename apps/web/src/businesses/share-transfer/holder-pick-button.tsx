import { SearchOutlined } from '@ant-design/icons';
import type { HolderRecord } from '@rer/contracts';
import type { FormField } from '@rer/domain';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormRuntime } from '../../forms/engine/runtime';

const RegisterHolderDialog = lazy(() =>
  import('../../features/share-register/register-holder-dialog').then((m) => ({
    default: m.RegisterHolderDialog,
  })),
);

/** `props.organType` of a holder-picking field: the holder type the dialog is limited to. */
export function organTypeOf(field: FormField): string | number | undefined {
  const organType = (field.props as Record<string, unknown> | undefined)?.organType;
  return typeof organType === 'string' || typeof organType === 'number' ? organType : undefined;
}

/**
 * 选择 beside a holder box: opens the register's holders (and the 000 §5 search for anyone else)
 * titled `title`; the dialog closes on every pick, as the 000 §5 search does, then `onSelect` runs.
 */
export function HolderPickButton({
  field,
  disabled,
  title,
  onSelect,
}: {
  field: FormField;
  disabled: boolean;
  title: string;
  onSelect: (row: HolderRecord) => void;
}) {
  const { t } = useTranslation();
  const { context } = useFormRuntime();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<SearchOutlined />}
        disabled={disabled}
        onClick={() => setOpen(true)}
        data-testid={`pick-${field.prop}`}
      >
        {t('workflow.transferRecord.pickHolder')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RegisterHolderDialog
            open={open}
            title={title}
            organType={organTypeOf(field)}
            appId={context.appId}
            onClose={() => setOpen(false)}
            onSelect={(row: HolderRecord) => {
              setOpen(false);
              onSelect(row);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
