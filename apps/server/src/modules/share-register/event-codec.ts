import type { LegalBasis, RegisterEvent, RegisterEventBody } from '@rer/domain';

/**
 * What a caller asks to record: the event body, its legal time and basis; the seq is the register's.
 * `occurredAt` is the legal time the caller names (a court order's, an import's); without it the
 * event takes effect when the register records it (`recordRegisterEvent`'s clock, ADR 28).
 */
export type RegisterEventInput = RegisterEventBody & {
  occurredAt?: string | undefined;
  basis: LegalBasis;
  /** The application (biz_sn) the event comes from, when it does. */
  bizSn?: string | undefined;
};

const QUANTITY_KEYS = new Set(['quantity']);

/** The event body as JSON for `register_event.payload`: quantities as decimal strings. */
export function encodePayload(body: RegisterEventBody): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(body, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
  ) as Record<string, unknown>;
}

function revive(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => revive(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v, k)]));
  }
  return QUANTITY_KEYS.has(key) && typeof value === 'string' ? BigInt(value) : value;
}

export interface StoredEventRow {
  seq: number;
  occurredAt: string;
  payload: Record<string, unknown>;
  basisKind: LegalBasis['kind'];
  basisReference: string;
}

/** A stored row back to the domain event (quantities revived as bigint). */
export function decodeEvent(row: StoredEventRow): RegisterEvent {
  const body = revive(row.payload) as RegisterEventBody;
  return {
    ...body,
    seq: Number(row.seq),
    occurredAt: new Date(row.occurredAt).toISOString(),
    basis: { kind: row.basisKind, reference: row.basisReference },
  } as RegisterEvent;
}

/** The body of an input (without occurredAt, basis and bizSn), as the payload stores it. */
export function bodyOf(input: RegisterEventInput): RegisterEventBody {
  const { occurredAt: _o, basis: _b, bizSn: _s, ...body } = input;
  return body as RegisterEventBody;
}
