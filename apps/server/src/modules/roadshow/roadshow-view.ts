import {
  ROADSHOW_ACTIVITY_STATUSES,
  ROADSHOW_FORMS,
  ROADSHOW_REGISTRATION_STATUSES,
  type RoadshowActivity,
  type RoadshowAdminActivity,
  type RoadshowRegistration,
} from '@rer/contracts';
import { shownStatus } from './policy.js';
import type { RegistrationRow } from './registration.repository.js';
import type { ActivityRow } from './roadshow.repository.js';

type Form = keyof typeof ROADSHOW_FORMS;

/** The activity as the enterprise and the public see it: its shown status, the approved presenters. */
export function activityOf(r: ActivityRow, now: Date): RoadshowActivity {
  const status = shownStatus(r, now);
  return {
    id: r.id,
    title: r.title,
    theme: r.theme,
    form: r.form as Form,
    formName: ROADSHOW_FORMS[r.form as Form],
    startAt: r.startAt,
    endAt: r.endAt,
    signupDeadline: r.signupDeadline,
    place: r.place,
    link: r.link,
    capacity: r.capacity,
    taken: r.taken,
    description: r.description,
    status,
    statusName: ROADSHOW_ACTIVITY_STATUSES[status as keyof typeof ROADSHOW_ACTIVITY_STATUSES],
    cancelReason: r.cancelReason,
    presenters: r.presenters,
  };
}

export function adminActivityOf(r: ActivityRow, now: Date): RoadshowAdminActivity {
  return { ...activityOf(r, now), version: r.version, createdBy: r.createdBy };
}

export function registrationOf(r: RegistrationRow): RoadshowRegistration {
  const { companyId: _c, ...shown } = r;
  return {
    ...shown,
    statusName: ROADSHOW_REGISTRATION_STATUSES[r.status as keyof typeof ROADSHOW_REGISTRATION_STATUSES],
  };
}
