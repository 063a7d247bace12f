/**
 * The one error catalogue: every failure the API reports has a typed code here, mapped to its
 * HTTP status and its Chinese message. Messages the spec quotes are used verbatim.
 */
export const errorCatalogue = {
  VALIDATION_FAILED: { status: 400, message: '请求参数不正确' },
  MALFORMED_BODY: { status: 400, message: '请求体格式不正确，应为有效的JSON' },
  BODY_TOO_LARGE: { status: 400, message: '请求体过大，不能超过{limit}' },
  UNSUPPORTED_MEDIA_TYPE: { status: 400, message: '不支持的请求内容类型：{contentType}' },
  MEDIA_TYPE_MISSING: { status: 400, message: '不支持的请求内容类型：未指定（请求头 Content-Type 缺失）' },
  DICTIONARY_UNKNOWN: { status: 400, message: '字典编码不存在：{code}' },
  PARAM_UNKNOWN: { status: 400, message: '参数不存在：{paramKey}' },
  TENANT_UNKNOWN: { status: 400, message: '租户不存在或已停用：{tenantId}' },
  UNAUTHENTICATED: { status: 401, message: '请求未授权，请重新登录' },
  FORBIDDEN: { status: 403, message: '没有权限执行该操作' },
  NOT_FOUND: { status: 404, message: '请求的资源不存在' },
  ROUTE_NOT_FOUND: { status: 404, message: '接口不存在：{method} {url}' },
  METHOD_NOT_ALLOWED: { status: 405, message: '请求方法不被允许' },
  BAD_URL: { status: 400, message: '请求地址不正确：含有无法解码的字符' },
  URL_PARAM_TOO_LONG: { status: 414, message: '请求地址中的参数过长，不能超过{limit}个字符' },
  CONFLICT: { status: 409, message: '数据已被他人修改，请刷新后重试' },
  RATE_LIMITED: { status: 429, message: '操作过于频繁，请稍后再试' },
  INTERNAL: { status: 500, message: '系统繁忙，请稍后重试（请求编号：{requestId}）' },
  SERVICE_UNAVAILABLE: { status: 503, message: '服务正在停止或维护中，请稍后重试' },
  // Identity (ADR 6). Login failures are 400 so the client shows the message (it hides 401s).
  AUTH_CLIENT_INVALID: { status: 401, message: '客户端认证失败' },
  AUTH_GRANT_UNSUPPORTED: { status: 400, message: '不支持的登录方式：{grantType}' },
  AUTH_CAPTCHA_INVALID: { status: 400, message: '验证码不正确' },
  AUTH_CAPTCHA_EXPIRED: { status: 400, message: '验证码已失效，请刷新后重试' },
  AUTH_BAD_CREDENTIALS: { status: 400, message: '账号或密码错误' },
  AUTH_LOCKED: { status: 400, message: '登录失败次数过多，请10分钟后再试' },
  AUTH_ACCOUNT_DISABLED: { status: 400, message: '账号已停用，请联系管理员' },
  AUTH_ZONE_FORBIDDEN: { status: 400, message: '该账号不能进入此专区' },
  /** HTTP 401 (a browser refuses a real 407) with envelope code 407: the client says 登录已过期. */
  SESSION_EXPIRED: { status: 401, message: '登录已过期，请重新登录。', envelopeCode: 407 },
  TENANT_MISMATCH: { status: 401, message: '登录凭证不属于当前租户，请重新登录' },
  HOLDER_CLOSED: { status: 400, message: '用户不存在' },
  SMS_TOO_FREQUENT: { status: 400, message: '短信发送过于频繁，请{seconds}秒后再试' },
  SMS_DAILY_LIMIT: { status: 400, message: '今日短信发送次数已达上限，请明天再试' },
  SMS_CODE_INVALID: { status: 400, message: '短信验证码不正确' },
  SMS_CODE_EXPIRED: { status: 400, message: '短信验证码已失效，请重新获取' },
  SMS_CODE_LOCKED: { status: 400, message: '短信验证码错误次数过多，请重新获取' },
  SMS_SEND_FAILED: { status: 502, message: '验证码发送失败' },
  ACCOUNT_EXISTS: { status: 400, message: '账号已存在' },
  MOBILE_EXISTS: { status: 400, message: '该手机号已注册' },
  ACCOUNT_NOT_FOUND_BY_MOBILE: { status: 400, message: '该手机号未注册' },
  CAPITAL_PASSWORD_WRONG: { status: 400, message: '资金密码不正确' },
  /** The capital password's own lock (5 failures → 10 minutes); the sign-in lock says 登录失败…. */
  CAPITAL_PASSWORD_LOCKED: { status: 400, message: '资金密码错误次数过多，请10分钟后再试' },
  PASSWORD_OLD_WRONG: { status: 400, message: '原密码不正确' },
  PASSWORD_UNCHANGED: { status: 400, message: '新密码不能与原密码相同' },
  /** ADR 39: an administrator created the account or reset its password; the client opens the change page. */
  PASSWORD_CHANGE_REQUIRED: { status: 403, message: '您的密码由管理员设置，请先修改密码后再继续操作' },
  FACE_CHECK_UNKNOWN: { status: 400, message: '人脸识别记录不存在或已失效，请重新识别' },
  FACE_CHECK_NOT_PASSED: { status: 400, message: '人脸识别未通过' },
  FACE_CHECK_FAILED: { status: 502, message: '获取人脸核身结果失败' },
  // Forms (issue 5). The spec's client says 获取表单配置失败 and shows our msg when present.
  FORM_SCHEMA_UNKNOWN: { status: 400, message: '表单配置不存在：{appId}/{nodeId}' },
  FORM_SCHEMA_INVALID: { status: 400, message: '表单配置不正确：{errors}' },
  FORM_SCHEMA_MISMATCH: {
    status: 400,
    message: '表单配置的 appId/nodeId（{schemaKey}）与保存的表单（{requestKey}）不一致',
  },
  FORM_TABLE_UNKNOWN: { status: 400, message: '表单配置中没有该展示表格：{prop}' },
  /** Thrown with the first failure as its message (`<label>：<message>`) and all of them as data. */
  FORM_SUBMISSION_INVALID: { status: 400, message: '提交的表单数据不正确' },
  // Query pages (issue 5, ADR 15). 请填写地址和请求方式 is 001 §8's text for a page without a source.
  QUERY_PAGE_UNKNOWN: { status: 400, message: '查询页面配置不存在：{pageKey}' },
  QUERY_PAGE_INVALID: { status: 400, message: '查询页面配置不正确：{errors}' },
  QUERY_PAGE_MISMATCH: {
    status: 400,
    message: '查询页面配置的 pageKey（{configKey}）与保存的页面（{requestKey}）不一致',
  },
  QUERY_PAGE_NO_ENDPOINT: { status: 400, message: '请填写地址和请求方式' },
  QUERY_ENDPOINT_UNREGISTERED: { status: 400, message: '数据接口未注册：{endpoint}' },
  // Holder search (issue 4).
  HOLDER_SEARCH_TOO_DEEP: {
    status: 400,
    message: '仅可翻阅前{cap}条查询结果，请增加查询条件缩小范围',
  },
  HOLDER_SEARCH_FORBIDDEN: { status: 403, message: '当前专区无权查询股东信息' },
  // Share register (issue 4, ADR 9). REGISTER_REFUSED carries the rule's own message (可用股份不足 …).
  REGISTER_REFUSED: { status: 400, message: '登记不能办理' },
  REGISTER_COMPANY_UNKNOWN: { status: 400, message: '公司不存在：{companyId}' },
  REGISTER_HOLDER_UNKNOWN: { status: 400, message: '登记账户不存在或已销户：{holderId}' },
  REGISTER_HOLDER_NOT_CHOSEN: { status: 400, message: '请先选择登记账户' },
  // Register documents and import (issue 4).
  REGISTER_EXPORT_TOO_LARGE: {
    status: 400,
    message: '股东名册共{rows}条，超过PDF导出上限{limit}条，请导出Excel',
  },
  FORM_TABLE_FILE_INVALID: { status: 400, message: '导入文件不是有效的Excel文件（.xlsx）：{reason}' },
  FORM_TABLE_FILE_TOO_MANY_ROWS: { status: 400, message: '导入文件超过{max}行，请分批填写' },
  REGISTER_IMPORT_FILE_INVALID: { status: 400, message: '导入文件不是有效的Excel文件（.xlsx）：{reason}' },
  REGISTER_IMPORT_INVALID: { status: 400, message: '导入文件有{count}处错误，未导入任何数据' },
  REGISTER_IMPORT_ALREADY_REGISTERED: { status: 400, message: '该公司已有股东名册，不能再次导入初始名册' },
  REGISTER_IMPORT_PATH_MISMATCH: { status: 400, message: '上传路径与业务不符：应为{expected}' },
  // Evidence ledger (issue 7, ADR 11).
  LEDGER_ENTRY_UNKNOWN: { status: 404, message: '存证记录不存在：{leafHash}' },
  LEDGER_CHECKPOINT_UNKNOWN: { status: 400, message: '没有树大小为{size}的检查点' },
  LEDGER_CONSISTENCY_RANGE: {
    status: 400,
    message: '一致性证明的树大小不正确：from（{from}）不能大于 to（{to}）',
  },
  LEDGER_EMPTY: { status: 400, message: '存证日志尚无记录' },
  // The regional business chain's node interfaces (issue 24, ADR 78).
  CHAIN_NODE_CERTIFICATE_REQUIRED: { status: 403, message: '监管链节点拒绝访问：{reason}' },
  CHAIN_NETWORK_UNKNOWN: { status: 400, message: '网络编号（networkId）不存在：{networkId}' },
  CHAIN_BLOCK_UNKNOWN: { status: 404, message: '区块不存在：高度 {height}' },
  CHAIN_BLOCK_TOO_LARGE: { status: 413, message: '区块数据超过{limit}，不能一次返回：高度 {height}' },
  CHAIN_TX_UNKNOWN: { status: 404, message: '交易不存在：{txId}' },
  CHAIN_OBJECT_UNKNOWN: { status: 404, message: '数据对象不存在：{objectId}' },
  // Workflow (issue 6, ADR 12). WORKFLOW_REFUSED carries the engine's own message.
  WORKFLOW_REFUSED: { status: 400, message: '当前不能办理该操作' },
  WORKFLOW_TASK_TAKEN: { status: 409, message: '该任务已被处理，请刷新后查看' },
  WORKFLOW_APPLICATION_UNKNOWN: { status: 400, message: '业务申请不存在：{ref}' },
  /** The same idempotency key with other content (issue 18): never the first application's answer. */
  WORKFLOW_IDEMPOTENCY_KEY_REUSED: { status: 409, message: '幂等键已用于其他内容的申请，请勿重复使用' },
  WORKFLOW_FLOW_UNKNOWN: { status: 400, message: '业务流程不存在：{appId}' },
  WORKFLOW_COMPANY_REQUIRED: { status: 400, message: '请选择企业' },
  WORKFLOW_COMPANY_NOT_CURRENT: { status: 403, message: '只能为当前企业办理业务，请先切换到该企业' },
  /** Carries the business rule's message (可用股份不足…, N条股东信息未确权…, listed counter). */
  WORKFLOW_BUSINESS_REFUSED: { status: 400, message: '业务不能办理' },
  // Attachments (issue 6, ADR 13). Upload refusals name the file; 该文件不符合文件类型限制！ and
  // 上传文件大小不能超过{n}M are the spec's (000 §5). Missing and not-visible look the same.
  ATTACHMENT_NO_FILE: { status: 400, message: '请上传文件' },
  ATTACHMENT_TYPE_REFUSED: { status: 400, message: '{fileName}：该文件不符合文件类型限制！' },
  ATTACHMENT_CONTENT_MISMATCH: {
    status: 400,
    message: '{fileName}：文件内容与扩展名不符（内容为{detected}），已拒绝上传',
  },
  ATTACHMENT_TOO_LARGE: { status: 400, message: '{fileName}：上传文件大小不能超过{limit}M' },
  ATTACHMENT_EMPTY: { status: 400, message: '{fileName}：文件内容为空' },
  ATTACHMENT_NOT_FOUND: { status: 404, message: '附件不存在或无权查看：{attachId}' },
  ATTACHMENT_LINK_EXPIRED: { status: 403, message: '预览链接已失效，请重新打开预览' },
  ATTACHMENT_PREVIEW_UNSUPPORTED: { status: 400, message: '该文件类型不支持预览，请下载后查看：{fileName}' },
  ATTACHMENT_PREVIEW_FAILED: { status: 400, message: '文件无法解析，请下载后查看：{fileName}' },
  ATTACHMENT_PREVIEW_TOO_LARGE: {
    status: 400,
    message: '文件解压后内容超过{limit}MB，无法预览，请下载后查看：{fileName}',
  },
  ATTACHMENT_PREVIEW_RATIO: {
    status: 400,
    message: '文件压缩比异常（解压后超过压缩前的{limit}倍），无法预览，请下载后查看：{fileName}',
  },
  ATTACHMENT_BIND_REFUSED: { status: 409, message: '附件不能关联到该业务：{attachId}' },
  // The company record (issue 21, ADR 45). An unknown company and one the caller may not see look the same.
  // Risk assessment (issue 22, ADR 62).
  RISK_HOLDER_REQUIRED: { status: 400, message: '请先选择登记账号后再进行风险测评' },
  COMPANY_UNKNOWN: { status: 400, message: '企业不存在：{companyId}' },
  COMPANY_RECORD_CONFLICT: {
    status: 409,
    message: '企业信息已被他人修改（当前版本{version}），请刷新后重试',
  },
  // Menus as data (issue 20, ADR 40).
  MENU_PARENT_INVALID: { status: 400, message: '上级菜单不存在或不属于该专区' },
  MENU_PARENT_CYCLE: { status: 400, message: '上级菜单不能选择自身或其下级' },
  MENU_PARENT_IS_BUTTON: { status: 400, message: '按钮下不能再添加菜单或按钮' },
  MENU_CODE_EXISTS: { status: 400, message: '按钮编码已存在：{code}' },
  MENU_HAS_CHILDREN: { status: 400, message: '请先删除子节点！' },
  MENU_ROLE_UNKNOWN: { status: 400, message: '角色不存在：{role}' },
  MENU_FIXED_FIELD: { status: 400, message: '菜单的{field}不能修改' },
  // Dictionary and parameter administration (issue 20).
  DICT_CODE_EXISTS: { status: 400, message: '字典编码已存在：{code}' },
  DICT_KEY_EXISTS: { status: 400, message: '字典键值已存在：{dictKey}' },
  DICT_PARENT_UNKNOWN: { status: 400, message: '上级字典项不存在：{parentKey}' },
  DICT_PARENT_CYCLE: { status: 400, message: '上级字典项不能选择自身或其下级' },
  DICT_SEALED: { status: 400, message: '系统内置字典项不能删除，也不能修改键值' },
  DICT_HAS_CHILDREN: { status: 400, message: '请先删除子节点！' },
  PARAM_EXISTS: { status: 400, message: '参数键名已存在：{paramKey}' },
  // Tenant administration (issue 20, ADR 42).
  TENANT_OPERATOR_ONLY: { status: 403, message: '只有平台运营方（默认租户000000的管理员）可以管理租户' },
  TENANT_NOT_FOUND: { status: 400, message: '租户不存在：{tenantId}' },
  TENANT_EXISTS: { status: 400, message: '租户编号已存在：{tenantId}' },
  TENANT_HOST_TAKEN: { status: 400, message: '域名 {host} 已属于租户 {owner}' },
  TENANT_CITY_UNKNOWN: { status: 400, message: '限定城市不存在：{code}（应为行政区划中的地级市代码）' },
  TENANT_IN_USE: {
    status: 400,
    message: '租户{tenantId}下仍有{accounts}个账号、{companies}家企业，不能删除，请改为停用',
  },
  TENANT_DISABLED: { status: 401, message: '租户{tenantId}已停用，请联系平台运营方' },
  TENANT_PROTECTED: { status: 400, message: '默认租户000000不能{what}' },
  // Holding certificates (持股证明, ADR 76).
  HOLDING_CERTIFICATE_UNKNOWN: { status: 404, message: '持股证明不存在：{certificateNo}' },
  HOLDING_CERTIFICATE_DOCUMENT_UNKNOWN: {
    status: 404,
    message: '未找到与该文件一致的持股证明：该文件不是本平台开具的持股证明，或其内容已被修改',
  },
  HOLDING_CERTIFICATE_RECEIPT_PENDING: { status: 503, message: '持股证明的存证凭证尚未生成，请稍后再试' },
  // Pledgee confirmation (issue 23, ADR 72). The resend hint is 001 §8/§9's sentence.
  PLEDGEE_SMS_TOO_SOON: { status: 400, message: '短信已发送，若未收到短信，请3分钟后重试。' },
  PLEDGEE_MOBILE_MISSING: { status: 400, message: 'zqrMobile：质权人手机号码未填写，不能发送确认短信' },
  PLEDGEE_LINK_INVALID: { status: 400, message: 'token：确认链接无效或已过期，请联系出质人重新发送' },
  PLEDGEE_ALREADY_CONFIRMED: { status: 400, message: '质权人已确认，无需重复操作' },
  PLEDGEE_APPLICATION_CLOSED: { status: 400, message: '该质押登记申请已办结，不能再发送或确认' },
  PLEDGEE_NOT_CONFIRMED: { status: 400, message: '质权人尚未完成确认（短信链接及人脸识别），暂不能审核通过' },
  PLEDGEE_FACE_PICTURE_MISSING: { status: 400, message: '获取人脸核身结果失败：质权人尚未完成人脸识别' },
  ECONTRACT_FAILED: { status: 502, message: '电子合同服务调用失败：{reason}' },
  ECONTRACT_UNKNOWN: { status: 400, message: '电子合同不存在：{ref}' },
  SHOWCASE_COMPANY_UNKNOWN: { status: 404, message: '企业不存在或未公开展示：{uuid}' },
  PUBLIC_MEMBER_UNKNOWN: { status: 404, message: '会员不存在：{id}' },
} as const satisfies Record<string, { status: number; message: string; envelopeCode?: number }>;

export type ErrorCode = keyof typeof errorCatalogue;

export type ErrorParams = Record<string, string | number>;

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: ErrorParams;
  /** The envelope's `code` (usually the status; 407 for an expired session). */
  readonly envelopeCode: number;
  /** The envelope's `data` of the failure (e.g. every failed form field); null when absent. */
  readonly data: unknown;

  constructor(
    code: ErrorCode,
    params: ErrorParams = {},
    options?: { cause?: unknown; message?: string; data?: unknown },
  ) {
    const message = options?.message ?? formatMessage(errorCatalogue[code].message, params);
    super(message, { cause: options?.cause });
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.params = params;
    const entry: { status: number; envelopeCode?: number } = errorCatalogue[code];
    this.envelopeCode = entry.envelopeCode ?? entry.status;
    this.data = options?.data ?? null;
  }
}

export function formatMessage(template: string, params: ErrorParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

/**
 * A refusal's sentence naming its field: `code：字典编码不能为空`; a message that names the field
 * already stands alone (审批意见为必填项, 账号已存在：ADMIN), never 审批意见：审批意见为必填项.
 */
export function namingField(field: string, message: string): string {
  if (field === '' || message.startsWith(field)) return message;
  return `${field}：${message}`;
}

/** A 400 whose message names the field, e.g. `code：字典编码不能为空`. */
export function validationError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', { field }, { message: namingField(field, message) });
}
