import { PERSONAL_QUALIFICATION_APP_ID } from '@rer/domain';
import { Result } from 'antd';
import { Navigate } from 'react-router';
import { useSession } from '../../lib/use-session';

/**
 * /investor/550091 (002 §2.3, with landingMode): 个人合格投资者认证 (ADR 66) — its apply page in the
 * personal investor zone; elsewhere, where to file it.
 */
export default function PersonalQualificationPage() {
  const zone = useSession((s) => s.landingMode);
  if (zone === 'personalholder')
    return (
      <Navigate
        replace
        to={`/process/apply?appId=${PERSONAL_QUALIFICATION_APP_ID}&nodeId=apply&landingMode=personalholder`}
      />
    );
  return (
    <Result
      status="info"
      data-testid="qualification-other-zone"
      title="个人合格投资者认证请在个人投资者专区办理"
    />
  );
}
