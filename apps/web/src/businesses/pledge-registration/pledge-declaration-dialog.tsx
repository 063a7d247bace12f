import {
  checkPledgeRow,
  flagsToText,
  PLEDGE_ATTACHMENT_SLOTS,
  PLEDGE_FIELD_LABELS,
  type PledgeDeclarationRow,
} from '@rer/domain';
import { Divider, Form, Modal } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DeclarationSlots, type SlotFiles } from '../shared/declaration-slots';
import { HoldingPick, holdingPatch } from './holding-pick';
import { PLEDGE_SECTIONS, PledgeSection } from './pledge-dialog-fields';

export interface PledgeDialogProps {
  /** The row to edit or view; undefined for a new declaration. */
  row?: Record<string, unknown>;
  readOnly: boolean;
  /** Investor zones pick the pledged holding from their own (myHoldings). */
  canPickHolding: boolean;
  onCancel: () => void;
  onConfirm: (row: PledgeDeclarationRow & { companyId?: string }) => void;
  upload?: (file: File) => Promise<{ attachId: string; originalName: string; size?: number }>;
}

const newRow = () => ({ applyDate: dayjs().format('YYYY-MM-DD'), sendType: '1' });

/** Field problems on their inputs, slot problems under their slots; true when there were none. */
function showProblems(
  form: ReturnType<typeof Form.useForm>[0],
  values: Record<string, unknown>,
  att: SlotFiles,
  setSlotErrors: (e: Record<string, string>) => void,
): boolean {
  const problems = checkPledgeRow({ ...(values as PledgeDeclarationRow), att });
  const fields = problems.filter((p) => !p.part.startsWith('att'));
  const slots = Object.fromEntries(
    problems.filter((p) => p.part.startsWith('att.')).map((p) => [p.part.slice(4), p.message]),
  );
  form.setFields(
    Object.keys(PLEDGE_FIELD_LABELS).map((name) => ({
      name,
      errors: fields.filter((p) => p.part === name).map((p) => p.message),
    })),
  );
  setSlotErrors(slots);
  return problems.length === 0;
}

/**
 * 质押冻结申报 (001 §2.3; 70% wide): pledgor, pledgee, pledge basics, pledge data, mailing and
 * attachments; flags open as "1"/"0" (001 §3.9); 确定 checks every field by the domain's rules
 * (001 §5.8, the same the server runs), then the slots 1011–1014 (001 §5.10).
 */
export function PledgeDeclarationDialog(props: PledgeDialogProps) {
  const { row, readOnly } = props;
  const [form] = Form.useForm();
  const initial = row ? flagsToText(row) : newRow();
  const [att, setAtt] = useState<SlotFiles>(((initial as { att?: SlotFiles }).att ?? {}) as SlotFiles);
  const [slotErrors, setSlotErrors] = useState<Record<string, string>>({});
  const [companyId, setCompanyId] = useState(String((initial as { companyId?: unknown }).companyId ?? ''));

  function confirm() {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    if (!showProblems(form, values, att, setSlotErrors)) return;
    props.onConfirm({ ...(values as PledgeDeclarationRow), ...(companyId ? { companyId } : {}), att });
  }

  return (
    <Modal
      open
      title="质押冻结申报"
      width="70%"
      onCancel={props.onCancel}
      onOk={confirm}
      okText="确定"
      cancelText="取消"
      footer={readOnly ? null : undefined}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} data-testid="pledge-declaration-form">
        {PLEDGE_SECTIONS.map((section, index) => (
          <div key={section.title}>
            <Divider titlePlacement="start">{section.title}</Divider>
            {index === 0 && props.canPickHolding && !readOnly && (
              <Form.Item label="选择持股">
                <HoldingPick
                  onPick={(h) => {
                    const { companyId: picked, ...patch } = holdingPatch(h);
                    setCompanyId(picked ?? '');
                    form.setFieldsValue(patch);
                  }}
                />
              </Form.Item>
            )}
            <PledgeSection fields={section.fields} disabled={readOnly} />
          </div>
        ))}
        <Divider titlePlacement="start">附件</Divider>
        <DeclarationSlots
          testIdPrefix="pledge-slot"
          slots={PLEDGE_ATTACHMENT_SLOTS}
          value={att}
          onChange={setAtt}
          readOnly={readOnly}
          errors={slotErrors}
          {...(props.upload ? { upload: props.upload } : {})}
        />
      </Form>
    </Modal>
  );
}
