import { FINANCING_METHODS, FINANCING_STATUSES, INDUSTRY_SECTIONS } from '@rer/domain';

/** Select options of the financing pages (ADR 84), from the domain's lists. */
export const METHOD_OPTIONS = Object.entries(FINANCING_METHODS).map(([value, label]) => ({ value, label }));
export const INDUSTRY_OPTIONS = Object.entries(INDUSTRY_SECTIONS).map(([value, label]) => ({
  value,
  label: `${value} ${label}`,
}));
export const STATUS_OPTIONS = Object.entries(FINANCING_STATUSES).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/** 万元 as people read it: thousands separated, two decimals. */
export const wan = (v: string) => {
  const [integer = '0', fraction = '00'] = v.split('.');
  return `${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')}`;
};

export const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');
