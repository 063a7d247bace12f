import { useQuery } from '@tanstack/react-query';
import { Input } from 'antd';
import { useEffect } from 'react';
import { useFormRuntime } from '../../forms/engine/runtime';
import type { FieldControlProps } from '../../forms/types';
import { identityApi } from '../../lib/identity/api';
import { useSession } from '../../lib/use-session';

/**
 * 产品代码 (registered as `productCode`): the custody / product code of the company the business is
 * about. In the enterprise zone it is the current enterprise's code (getCurrentProductInfo) and
 * cannot be changed there: an enterprise handles its own register only. Elsewhere it is typed.
 */
export function ProductCodeField({ field, state, id, value, onChange }: FieldControlProps) {
  const { context, formDisabled } = useFormRuntime();
  const account = useSession((s) => s.account);
  const company = useSession((s) => s.currentCompany);
  const enterprise = context.landingMode === 'org';
  const editable = !state.disabled && !formDisabled;
  const product = useQuery({
    // The same key as the side menu's product-info gate: one request for both.
    queryKey: ['identity', 'current-product', account, company] as const,
    queryFn: ({ signal }) => identityApi.currentProductInfo(signal),
    enabled: enterprise && editable,
  });
  const code = (product.data as { code?: string | null } | null | undefined)?.code ?? null;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  useEffect(() => {
    if (enterprise && editable && code && text !== code) onChange?.(code);
  }, [enterprise, editable, code, text, onChange]);
  return (
    <Input
      id={id}
      value={text}
      readOnly={enterprise}
      disabled={state.disabled}
      maxLength={64}
      placeholder={field.placeholder}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}
