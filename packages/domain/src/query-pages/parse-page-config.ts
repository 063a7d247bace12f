import { configJson, describeIssue, pathMessage } from '../forms/schema-issues.js';
import { findScripts, MAX_CONFIG_DEPTH } from '../forms/script-guard.js';
import { type QueryPageConfig, queryPageConfigSchema } from './page-config-schema.js';

export type ParsePageConfigResult = { ok: true; config: QueryPageConfig } | { ok: false; errors: string[] };

export interface ParsePageConfigOptions {
  /** Endpoint names the server registered; not checked when absent (the web app). */
  endpoints?: readonly string[];
  /** Row actions the web app registered; not checked when absent (the server). */
  actions?: readonly string[];
}

function startsWith(path: readonly PropertyKey[], prefix: readonly PropertyKey[]): boolean {
  return prefix.length <= path.length && prefix.every((segment, i) => segment === path[i]);
}

/**
 * Reads a query-page configuration from JSON text or a parsed value. Refuses script text, unknown
 * keys, URLs as data sources and (when lists are given) unregistered endpoints and row actions,
 * each with a Chinese message naming the JSON path (e.g. 不允许的配置项：columns[1].lable).
 */
export function parseQueryPageConfig(
  json: unknown,
  options: ParsePageConfigOptions = {},
): ParsePageConfigResult {
  const parsedJson = configJson(json);
  if (!parsedJson.ok) return parsedJson;
  const raw = parsedJson.raw;
  const scan = findScripts(raw);
  if (scan.tooDeep) return { ok: false, errors: [pathMessage(`配置嵌套超过${MAX_CONFIG_DEPTH}层`, [])] };
  const scriptErrors = scan.scripts.map((path) => pathMessage('不允许在配置中使用脚本', path));
  const parsed = queryPageConfigSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) {
    const issues = parsed.error.issues
      .flatMap((issue) => describeIssue(issue))
      .filter((issue) => !scan.scripts.some((script) => startsWith(issue.path, script)))
      .map((issue) => pathMessage(issue.message, issue.path));
    return { ok: false, errors: [...new Set([...scriptErrors, ...issues])] };
  }
  if (scriptErrors.length > 0) return { ok: false, errors: scriptErrors };
  const config = parsed.data;
  const errors: string[] = [];
  const endpoint = config.dataSource?.endpoint;
  if (options.endpoints && endpoint !== undefined && !options.endpoints.includes(endpoint)) {
    errors.push(pathMessage(`未注册的数据接口「${endpoint}」`, ['dataSource', 'endpoint']));
  }
  if (options.actions) {
    const known = options.actions;
    config.rowButtons?.forEach((button, i) => {
      if (!known.includes(button.action)) {
        errors.push(pathMessage(`未注册的行操作「${button.action}」`, ['rowButtons', i, 'action']));
      }
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, config };
}
