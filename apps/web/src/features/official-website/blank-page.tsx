import { Result } from 'antd';
import { Link } from 'react-router';

/**
 * /serviceCenterBlankPage (002 §2.1; ADR 80): the service center's page without the site frame, which
 * the provincial site frames in its own pages; it leads to the service center.
 */
export default function ServiceCenterBlankPage() {
  return (
    <Result
      status="info"
      title="区域性股权市场服务中心"
      subTitle="企业托管、挂牌与展示信息，会员机构与信息披露"
      extra={<Link to="/equityExchangeServiceCenter">进入服务中心</Link>}
      data-testid="service-center-blank"
    />
  );
}
