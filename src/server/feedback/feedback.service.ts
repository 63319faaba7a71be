import type { Kysely } from 'kysely';
import { BOOKING_STATUS, isFeedbackOpen } from '../../shared/rules/booking-status';
import type { Clock } from '../../shared/rules/clock';
import {
  type FeedbackAnswers,
  type FeedbackResponse,
  feedbackAnswersSchema,
} from '../../shared/schemas/feedback';
import type { statesOf } from '../countries/country-list';
import type { Database } from '../db/schema';
import type { CurrentUser } from '../http/current-user';
import { AppError, notFound } from '../http/errors';
import { say, sayAbout } from '../http/said';
import { findBookingOwnerAndStatus, findFeedback, insertFeedback } from './feedback.repository';

export interface FeedbackServiceOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** A country's states, undefined for an unknown country (the countries feature's list). */
  statesOf: typeof statesOf;
}

function checkPlace(answers: FeedbackAnswers, statesOf: FeedbackServiceOptions['statesOf']): void {
  const states = statesOf(answers.country);
  if (!states) throw new AppError(400, 'invalid_input', sayAbout('country', say('error.countryRequired')));
  const stateKnown = states.some((state) => state.isoCode === answers.state);
  if (states.length > 0 ? !stateKnown : answers.state !== null) {
    throw new AppError(400, 'invalid_input', sayAbout('state', say('error.stateRequired')));
  }
}

export function createFeedbackService({ db, clock, statesOf }: FeedbackServiceOptions) {
  /** The owner's booking once it is open for feedback; 404 for anyone else. */
  async function openBooking(user: CurrentUser, bookingId: string) {
    const booking = await findBookingOwnerAndStatus(db, bookingId);
    if (!booking || booking.user_id !== user.id) throw notFound(say('error.bookingNotFound'));
    // A booking that never became a visit is not asked about one: it says why instead.
    if (booking.status === BOOKING_STATUS.cancelled)
      throw new AppError(409, 'booking_cancelled', say('error.feedbackBookingCancelled'));
    if (booking.status === BOOKING_STATUS.refused)
      throw new AppError(409, 'booking_refused', say('error.feedbackBookingRefused'));
    if (!isFeedbackOpen(booking.status))
      throw new AppError(409, 'feedback_not_open', say('error.feedbackAfterVisit'));
    return booking;
  }

  async function read(bookingId: string, status: number): Promise<FeedbackResponse> {
    const saved = await findFeedback(db, bookingId);
    return {
      bookingId,
      status,
      feedback: saved
        ? { answers: feedbackAnswersSchema.parse(JSON.parse(saved.answers)), submittedAt: saved.created_at }
        : null,
    };
  }

  return {
    async get(user: CurrentUser, bookingId: string): Promise<FeedbackResponse> {
      const booking = await openBooking(user, bookingId);
      return read(bookingId, booking.status);
    },

    async submit(user: CurrentUser, bookingId: string, answers: FeedbackAnswers): Promise<FeedbackResponse> {
      const booking = await openBooking(user, bookingId);
      checkPlace(answers, statesOf);
      const saved = await insertFeedback(db, {
        booking_id: bookingId,
        user_id: user.id,
        answers: JSON.stringify(answers),
        created_at: clock().toISOString(),
      });
      if (!saved) throw new AppError(409, 'feedback_exists', say('error.feedbackAlreadySaved'));
      return read(bookingId, booking.status);
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
