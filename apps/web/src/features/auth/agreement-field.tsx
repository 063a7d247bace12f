import { Button, Checkbox, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGREEMENT_VERSION, type AgreementDocument, PRIVACY_POLICY, USER_AGREEMENT } from './agreement-text';

function AgreementDialog({ document, onClose }: { document: AgreementDocument | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={document !== null}
      title={document ? `《${document.title}》` : ''}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('account.agreement.close')}
        </Button>
      }
      width={640}
      destroyOnHidden
    >
      {document && (
        <div data-testid="agreement-text" style={{ maxHeight: '60vh', overflowY: 'auto' }}>
          <Typography.Paragraph type="secondary">
            {t('account.agreement.version', { version: AGREEMENT_VERSION })}
          </Typography.Paragraph>
          {document.sections.map((section) => (
            <section key={section.heading}>
              <Typography.Title level={5}>{section.heading}</Typography.Title>
              {section.paragraphs.map((text) => (
                <Typography.Paragraph key={text}>{text}</Typography.Paragraph>
              ))}
            </section>
          ))}
        </div>
      )}
    </Modal>
  );
}

/**
 * 我已阅读并同意《用户协议》和《隐私政策》 (ADR 32): each title opens its text; registration is
 * refused (here and by the server) until the box is ticked.
 */
export function AgreementField() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<AgreementDocument | null>(null);
  const link = (document: AgreementDocument) => (
    <Typography.Link
      onClick={(event) => {
        event.preventDefault();
        setShown(document);
      }}
    >
      {`《${document.title}》`}
    </Typography.Link>
  );
  return (
    <>
      <Form.Item
        name="agreed"
        valuePropName="checked"
        rules={[
          {
            validator: (_, value) =>
              value === true ? Promise.resolve() : Promise.reject(new Error(t('account.agreement.required'))),
          },
        ]}
      >
        <Checkbox data-testid="register-agreed">
          {t('account.agreement.read')}
          {link(USER_AGREEMENT)}
          {t('account.agreement.and')}
          {link(PRIVACY_POLICY)}
        </Checkbox>
      </Form.Item>
      <AgreementDialog document={shown} onClose={() => setShown(null)} />
    </>
  );
}
