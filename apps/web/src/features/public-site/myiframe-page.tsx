import { Alert } from 'antd';
import { useParams } from 'react-router';
import { isInternalTopPath } from '../../lib/internal-path';

/**
 * /myiframe/{routerPath}: a page of this site shown in a frame (a menu item configured with an
 * embedded page). Only an internal path is framed — never another origin, `javascript:` or `//host`
 * — so a configured menu cannot turn the frame into a phishing page (ADR 82).
 */
export function framedPath(routerPath: string | undefined): string | null {
  if (!routerPath) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(routerPath);
  } catch {
    return null;
  }
  const path = decoded.startsWith('/') ? decoded : `/${decoded}`;
  return isInternalTopPath(path) ? path : null;
}

export default function MyIframePage() {
  const { routerPath } = useParams();
  const path = framedPath(routerPath);
  if (!path) return <Alert type="warning" showIcon message="页面地址无效" style={{ margin: 24 }} />;
  return (
    <iframe
      title="内嵌页面"
      data-testid="myiframe"
      src={path}
      sandbox="allow-same-origin allow-scripts allow-forms allow-popups"
      style={{ width: '100%', minHeight: 'calc(100vh - 160px)', border: 0 }}
    />
  );
}
