import { ROADSHOW_FORMS, ROADSHOW_REGISTRATION_STATUSES, type RoadshowActivity } from '@rer/contracts';
import { formatDateTime } from '../../lib/format';

/** Select options and shown values of the roadshow pages (ADR 88). */
export const FORM_OPTIONS = Object.entries(ROADSHOW_FORMS).map(([value, label]) => ({ value, label }));
export const REGISTRATION_STATUS_OPTIONS = Object.entries(ROADSHOW_REGISTRATION_STATUSES).map(
  ([value, label]) => ({
    value: Number(value),
    label,
  }),
);
export const ACTIVITY_COLORS: Record<number, string> = {
  1: 'default',
  2: 'green',
  3: 'orange',
  4: 'default',
  5: 'red',
};
export const REGISTRATION_COLORS: Record<number, string> = {
  1: 'blue',
  2: 'green',
  3: 'orange',
  4: 'default',
};

/** `2026-12-01 14:00`: the market's time, without seconds. */
export const minuteOf = (iso: string) => formatDateTime(iso).slice(0, 16);

export const timeRangeOf = (a: Pick<RoadshowActivity, 'startAt' | 'endAt'>) =>
  `${minuteOf(a.startAt)} 至 ${minuteOf(a.endAt).slice(11)}`;

/** Where it happens: the place of an offline activity, the link of an online one. */
export const whereOf = (a: Pick<RoadshowActivity, 'place' | 'link' | 'formName'>) =>
  `${a.formName}：${a.place ?? a.link ?? '—'}`;

/** A datetime-local input's value (Beijing wall clock) as the instant the server takes. */
export const instantOf = (local: string) => (local.length === 16 ? `${local}:00+08:00` : `${local}+08:00`);

/** The instant as a datetime-local input's value (Beijing wall clock). */
export const localOf = (iso: string) => formatDateTime(iso).replace(' ', 'T').slice(0, 16);
