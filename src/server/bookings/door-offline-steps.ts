import type { Kysely } from 'kysely';
import { doorOfflineTexts } from '../../shared/door-offline-texts';
import type { Clock } from '../../shared/rules/clock';
import { doorStep } from '../../shared/rules/door';
import { addDays, indiaDateOf, indiaInstant } from '../../shared/rules/india-clock';
import type { OfflineStep, OfflineStepResult, OfflineStepsResponse } from '../../shared/schemas/door-offline';
import { texts } from '../../shared/texts';
import type { AuditService } from '../audit/audit.service';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/schema';
import type { CurrentUser } from '../http/current-user';
import { AppError } from '../http/errors';
import type { DoorService } from './door.service';
import { findConflictRecords, findStatus, OFFLINE_CONFLICT } from './door-offline.repository';

/**
 * How far ahead of the server's clock a step's time may be: a phone's clock a little fast is
 * read as now; one further off is refused, so the history never holds steps from the future.
 */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;

export interface OfflineStepsOptions {
  db: Kysely<Database>;
  writeTransaction: DatabaseHandle['writeTransaction'];
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
  door: Pick<DoorService, 'takeStep' | 'lastChange'>;
}

/**
 * Steps a door device took while offline (issue 25), uploaded in the order taken. Each is
 * taken through the door's one step path as of its own time: applied (marked forced where
 * online rules would have refused entry), a duplicate of a nonce already taken, or a
 * conflict, which is recorded in the audit under the booking (its log shows it) and told
 * to the device in plain words (decision 0058).
 */
export function createOfflineSteps(options: OfflineStepsOptions) {
  const { db, writeTransaction, clock, audit, door } = options;

  /**
   * Each step's time, checked for the whole upload before anything is taken: from the start
   * of yesterday (India; a step taken just before midnight arrives after it) to now, a
   * little ahead read as now.
   */
  function momentsOf(steps: OfflineStep[], now: Date): Date[] {
    const yesterday = addDays(indiaDateOf(now), -1);
    const earliest = indiaInstant(yesterday, '00:00').getTime();
    return steps.map((step, index) => {
      const at = Date.parse(step.at);
      if (at > now.getTime() + FUTURE_TOLERANCE_MS) {
        throw new AppError(400, 'invalid_input', doorOfflineTexts.stepInTheFuture(index));
      }
      if (at < earliest)
        throw new AppError(400, 'invalid_input', doorOfflineTexts.stepTooOld(index, yesterday));
      return new Date(Math.min(at, now.getTime()));
    });
  }

  /** Records the conflict once per nonce (an upload retried after a lost answer records nothing new). */
  async function recordConflict(
    actor: CurrentUser,
    step: OfflineStep,
    at: Date,
    result: Extract<OfflineStepResult, { result: 'conflict' }>,
  ): Promise<void> {
    const recorded = await findConflictRecords(db, step.bookingId);
    const nonceOf = (after: string | null) =>
      after ? (JSON.parse(after) as { nonce?: string }).nonce : null;
    if (recorded.some((after) => nonceOf(after) === step.nonce)) return;
    await writeTransaction(async (trx) => {
      await audit.record(trx, {
        at: clock().toISOString(),
        actorUserId: actor.id,
        action: OFFLINE_CONFLICT,
        subject: step.bookingId,
        before: { status: step.from },
        after: {
          status: result.status,
          to: step.to,
          step: doorStep(step.from, step.to),
          stepAt: at.toISOString(),
          nonce: step.nonce,
          ...(step.reason ? { reason: step.reason } : {}),
          message: result.message,
        },
      });
    });
  }

  /** A step that was not taken: what the booking is now, who made it so and when, in words. */
  async function conflict(actor: CurrentUser, step: OfflineStep, at: Date, error: AppError) {
    const status = await findStatus(db, step.bookingId);
    const result: Extract<OfflineStepResult, { result: 'conflict' }> =
      status === undefined
        ? {
            nonce: step.nonce,
            result: 'conflict',
            status: null,
            by: null,
            at: null,
            message: texts.bookingNotFound,
          }
        : {
            nonce: step.nonce,
            result: 'conflict',
            ...(await door.lastChange(step.bookingId, status)),
            message: error.message,
          };
    await recordConflict(actor, step, at, result);
    return result;
  }

  async function upload(actor: CurrentUser, step: OfflineStep, at: Date): Promise<OfflineStepResult> {
    try {
      const outcome = await door.takeStep(actor, step.bookingId, step, { at, offline: true });
      if (outcome.kind === 'taken') {
        return { nonce: step.nonce, result: 'applied', forced: outcome.forced, status: step.to };
      }
      const status = (await findStatus(db, step.bookingId)) as number;
      return { nonce: step.nonce, result: 'duplicate', status };
    } catch (error) {
      // Every refusal of the step path (another status, no such step, too late to undo, the
      // seats taken meanwhile...) is a conflict; a fault of ours stays a 500.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      return conflict(actor, step, at, error);
    }
  }

  return {
    async upload(actor: CurrentUser, steps: OfflineStep[]): Promise<OfflineStepsResponse> {
      const moments = momentsOf(steps, clock());
      const results: OfflineStepResult[] = [];
      // In order, one after another: a later step of the same booking builds on an earlier one.
      for (const [index, step] of steps.entries())
        results.push(await upload(actor, step, moments[index] as Date));
      return { results };
    },
  };
}

export type OfflineSteps = ReturnType<typeof createOfflineSteps>;
