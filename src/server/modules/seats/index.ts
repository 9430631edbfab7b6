import type { ServerModule } from '../module';

export {
  SEAT_HOLDING,
  countOf,
  enrolmentCounts,
  hasFreeSeat,
  promoteWaitlist,
  sessionSeatsLeft,
} from './seats.service';
export type { EnrolmentCounts } from './seats.service';

/** seats: no routes of its own; the functions above are what other modules may call. */
export const seatsModule: ServerModule = {
  name: 'seats',
  async register() {},
};
