import { Alert, Space } from 'antd';
import { useNavigate } from 'react-router';
import { ChangePasswordCard } from './change-password-card';

/** The message the server refuses other calls with until the password is changed (ADR 39). */
export const PASSWORD_CHANGE_REQUIRED_CODE = 'PASSWORD_CHANGE_REQUIRED';

/**
 * 修改密码 (/changePassword): where an account whose password an administrator set lands after
 * sign-in (ADR 39); every other call is refused until the change is made.
 */
export default function ForcedPasswordPage() {
  const navigate = useNavigate();
  return (
    <div style={{ maxWidth: 560, margin: '48px auto', padding: 16 }}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Alert type="warning" showIcon message="您的密码由管理员设置，请先修改密码后再继续操作" />
        <ChangePasswordCard onChanged={() => void navigate('/wel/index', { replace: true })} />
      </Space>
    </div>
  );
}
