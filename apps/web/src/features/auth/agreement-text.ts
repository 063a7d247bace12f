import { USER_AGREEMENT_VERSION } from '@rer/contracts';

/**
 * The 用户协议 and 隐私政策 a new account accepts on /register (ADR 32). The spec names no text:
 * this is the platform's own, kept short and plain. Changing a word here means a new
 * `USER_AGREEMENT_VERSION` (@rer/contracts), which the server records with each registration.
 */
export interface AgreementDocument {
  title: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

export const AGREEMENT_VERSION = USER_AGREEMENT_VERSION;

export const USER_AGREEMENT: AgreementDocument = {
  title: '用户协议',
  sections: [
    {
      heading: '一、协议的范围',
      paragraphs: [
        '本协议是您与区域性股权市场登记托管平台（以下简称“本平台”）运营机构之间就注册和使用本平台账号所订立的协议。您勾选“我已阅读并同意”并完成注册，即表示您已阅读、理解并同意本协议的全部内容。',
      ],
    },
    {
      heading: '二、账号与实名',
      paragraphs: [
        '本平台办理股权登记、托管及相关业务，依法须核实办理人身份。您应以真实、准确、完整的身份信息注册，并及时更新；以他人名义或虚假信息注册的，本平台有权拒绝或终止服务。',
        '账号、登录密码、资金密码及短信验证码仅限本人使用，请妥善保管。凡使用您的账号和密码完成的操作，均视为您本人的行为。发现账号被盗用的，请立即修改密码并联系本平台。',
      ],
    },
    {
      heading: '三、业务办理',
      paragraphs: [
        '您通过本平台提交的业务申请、材料和意见，应真实、合法、有效。业务以本平台审核通过并记入股东名册为准；在线提交不代表业务已经生效。',
        '本平台对业务申请、审批和登记变更记录存证，存证信息可供核验，不因账号注销而删除。',
      ],
    },
    {
      heading: '四、使用规范',
      paragraphs: [
        '您不得利用本平台从事违法违规活动，不得干扰平台正常运行，不得以技术手段获取他人信息。违反的，本平台有权暂停或终止服务，并依法追究责任。',
      ],
    },
    {
      heading: '五、协议的变更',
      paragraphs: ['本协议内容变更的，本平台将在注册页面公布新版本。继续使用本平台即视为接受变更后的协议。'],
    },
  ],
};

export const PRIVACY_POLICY: AgreementDocument = {
  title: '隐私政策',
  sections: [
    {
      heading: '一、我们收集的信息',
      paragraphs: [
        '注册时：账号、真实姓名或机构名称、证件号码、手机号码及（选填的）电子邮箱；办理业务时：您在申请表单中填写的信息和上传的材料；使用时：登录时间、IP地址等安全日志。',
      ],
    },
    {
      heading: '二、信息的用途',
      paragraphs: [
        '上述信息仅用于身份核验、业务办理与审核、股东名册登记、风险防范、依法配合监管和司法机关，以及向您发送业务相关的短信通知。',
      ],
    },
    {
      heading: '三、信息的保护',
      paragraphs: [
        '证件号码、手机号码等在页面和导出文件中按权限脱敏展示；存证日志只记录个人信息的加盐承诺值，不记录明文。查询个人信息的操作均记录审计日志。',
      ],
    },
    {
      heading: '四、信息的共享',
      paragraphs: [
        '除法律法规规定、监管或司法机关依法要求，或为办理您申请的业务所必需（如向相关企业展示其股东名册）外，本平台不向第三方提供您的个人信息。',
      ],
    },
    {
      heading: '五、您的权利',
      paragraphs: [
        '您可以在安全中心修改密码，可以联系本平台查询、更正您的个人信息。依法须保存的登记和存证记录，在保存期限内不予删除。',
      ],
    },
  ],
};
