import { Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from '../../forms/types';
import { message } from '../../lib/feedback';
import { HolderPickButton } from './holder-pick-button';

/**
 * 用户代码 (registered as `holderUserCode`): the box shows the chosen holder account's user code;
 * 查询 opens the register's holders (searched by a part of the name, issue 18) with the shareholder
 * search of 000 §5 for anyone else (status 2 refused with 用户不存在, status 3 chosen with 账号异常).
 * An account without a user code cannot be chosen here.
 */
export function HolderUserCodeField({ field, state, id, value, onChange }: FieldControlProps) {
  const { t } = useTranslation();
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        value={text}
        readOnly
        disabled={state.disabled}
        placeholder={field.placeholder ?? t('workflow.transferRecord.pickPlaceholder')}
      />
      <HolderPickButton
        field={field}
        disabled={state.disabled}
        title={t('workflow.transferRecord.pickTransferor')}
        onSelect={(row) => {
          if (!row.userCode) {
            void message.warning(t('workflow.transferRecord.noUserCode'));
            return;
          }
          onChange?.(row.userCode);
        }}
      />
    </Space.Compact>
  );
}
