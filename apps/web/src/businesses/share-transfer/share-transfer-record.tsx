import { FileSearchOutlined } from '@ant-design/icons';
import type { TransferRecord } from '@rer/contracts';
import { Button, Space, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormRuntime } from '../../forms/engine/runtime';
import type { FieldControlProps } from '../../forms/types';
import { message } from '../../lib/feedback';
import { formatShares } from '../../lib/format';
import {
  asChosenRecord,
  chosenRecord,
  fillPatch,
  pickVerdict,
  type TransferRecordKeys,
  transferRecordConfig,
  transferRecordKeys,
} from './transfer-record-rules';

const ShareTransferRecordDialog = lazy(() =>
  import('./share-transfer-record-dialog').then((m) => ({ default: m.ShareTransferRecordDialog })),
);

/**
 * 选择转让记录 (registered as `shareTransferRecord`, 000 §5): checks the form's user code first
 * (请先选择用户代码！) and its product code (请先选择产品代码！, 请先选择基金名称！ for 550222), then
 * lists the user code's transferable holdings of the product. Choosing a row (status 2: 用户不存在,
 * refused; status 3: 账号异常, allowed) fills the configured fields (`props.fill`) and keeps the
 * chosen record as the widget's value, shown read-only.
 */
export function ShareTransferRecordWidget({ field, state, id, value, onChange }: FieldControlProps) {
  const { t } = useTranslation();
  const runtime = useFormRuntime();
  const config = useMemo(() => transferRecordConfig(field.props), [field.props]);
  const [keys, setKeys] = useState<TransferRecordKeys | null>(null);
  const chosen = asChosenRecord(value);

  function start() {
    const found = transferRecordKeys(runtime.form.getFieldsValue(true), config, runtime.context.appId);
    if (!found.ok) {
      void message.warning(t(`workflow.transferRecord.${found.problem}`));
      return;
    }
    setKeys(found.keys);
  }

  function pick(record: TransferRecord) {
    const verdict = pickVerdict(record);
    if (verdict === 'refuse') {
      void message.error(t('identity.userNotExist'));
      return;
    }
    if (verdict === 'warn') void message.warning(t('identity.accountAbnormal'));
    const patch = fillPatch(record, config);
    runtime.form.setFieldsValue(patch);
    onChange?.(chosenRecord(record, keys?.productCode ?? ''));
    runtime.refresh(Object.keys(patch));
    setKeys(null);
  }

  return (
    <Space id={id} wrap data-testid={`transfer-record-${field.prop}`}>
      <Button
        icon={<FileSearchOutlined />}
        disabled={state.disabled}
        onClick={start}
        data-testid="choose-transfer-record"
      >
        {t('workflow.transferRecord.choose')}
      </Button>
      <Typography.Text type={chosen ? undefined : 'secondary'} data-testid="transfer-record-summary">
        {chosen
          ? t('workflow.transferRecord.chosen', {
              holderName: chosen.holderName,
              accountNumber: chosen.accountNumber,
              shareNature: chosen.shareNatureName,
              available: formatShares(chosen.available),
            })
          : t('workflow.transferRecord.notChosen')}
      </Typography.Text>
      {keys && (
        <Suspense fallback={null}>
          <ShareTransferRecordDialog
            keys={keys}
            appId={runtime.context.appId}
            onClose={() => setKeys(null)}
            onPick={pick}
          />
        </Suspense>
      )}
    </Space>
  );
}
