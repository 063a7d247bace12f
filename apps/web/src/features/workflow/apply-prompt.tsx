import { Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUBMIT_MESSAGES } from '../../forms';
import { continueQuestion } from './submit-rules';
import type { ApplyPrompt } from './use-application-submit';

/**
 * The apply page's questions and notices: 提交成功，是否需要打印凭证？, the management side's
 * 有N条股东信息未确权，是否继续办理？, and the notices after which the page is left (unconfirmed
 * shareholders in other zones, listed enterprises).
 */
export function ApplyPromptDialog(props: {
  prompt: ApplyPrompt | null;
  printing: boolean;
  onVoucher: (print: boolean) => void;
  onContinue: (proceed: boolean) => void;
  onAcknowledge: () => void;
}) {
  const { t } = useTranslation();
  const { prompt } = props;
  const common = {
    title: SUBMIT_MESSAGES.dialogTitle,
    destroyOnHidden: true,
    mask: { closable: false },
    okText: t('http.ok'),
    cancelText: t('http.cancel'),
  };
  return (
    <>
      <Modal
        {...common}
        open={prompt?.kind === 'voucher'}
        onOk={() => props.onVoucher(true)}
        onCancel={() => props.onVoucher(false)}
      >
        <p data-testid="workflow-prompt">{SUBMIT_MESSAGES.submittedPrintVoucher}</p>
        {prompt?.kind === 'voucher' && (
          <p data-testid="workflow-prompt-bizsn">{`${t('workflow.bizSn')}：${prompt.application.bizSn}`}</p>
        )}
      </Modal>
      <Modal
        {...common}
        open={prompt?.kind === 'continue'}
        onOk={() => props.onContinue(true)}
        onCancel={() => props.onContinue(false)}
      >
        <p data-testid="workflow-prompt">
          {prompt?.kind === 'continue' ? continueQuestion(prompt.count) : ''}
        </p>
      </Modal>
      <Modal
        {...common}
        open={prompt?.kind === 'leave'}
        onOk={props.onAcknowledge}
        onCancel={props.onAcknowledge}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <p data-testid="workflow-prompt">{prompt?.kind === 'leave' ? prompt.message : ''}</p>
      </Modal>
      <Modal open={props.printing} footer={null} closable={false} title={t('workflow.voucher.waiting')}>
        <Spin /> <span data-testid="voucher-waiting">{t('workflow.voucher.waitingHint')}</span>
      </Modal>
    </>
  );
}
