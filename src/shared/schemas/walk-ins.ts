import { z } from 'zod';
import type { KnownAgeBand } from '../rules/age-bands';
import { walkInTexts } from '../walk-in-texts';
import { REASON_MAX_LENGTH } from './door';
import { readableText } from './typed-text';

// POST /api/admin/walk-ins: a party admitted at the door without a booking (issue 24).

/** A walk-in party beyond this is a mistake in the number, not a group at the door. */
export const MAX_WALK_IN_PEOPLE = 100;
export const WALK_IN_NAME_MAX_LENGTH = 100;

const count = z.number().int().min(0).max(MAX_WALK_IN_PEOPLE);

export const walkInRequestSchema = z
  .object({
    slotId: z.string().trim().min(1).max(40),
    people: z.number().int().min(1).max(MAX_WALK_IN_PEOPLE),
    /** Optional, in any number up to `people`; blank ones are dropped. */
    names: z
      .array(readableText(z.string().trim().max(WALK_IN_NAME_MAX_LENGTH), 'A name'))
      .max(MAX_WALK_IN_PEOPLE)
      .optional(),
    /** The party's nationality split for the reports; the counts add up to `people`. */
    nationality: z.object({ IN: count, OTHER: count }).optional(),
    /** How many are in each age band of the reports, if staff asked; the rest count as unknown. */
    ages: z
      .object({
        '0–12': count.optional(),
        '13–17': count.optional(),
        '18–29': count.optional(),
        '30–44': count.optional(),
        '45–59': count.optional(),
        '60+': count.optional(),
      } satisfies Record<KnownAgeBand, z.ZodOptional<typeof count>>)
      .strict()
      .optional(),
    /** Admins only: admit the party even though the slot is full (a reason is required). */
    force: z.boolean().optional(),
    reason: readableText(z.string().trim().min(1).max(REASON_MAX_LENGTH), 'The reason').optional(),
  })
  .superRefine((request, context) => {
    if (request.force && !request.reason) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Give a reason to admit beyond the seats',
      });
    }
    const named = (request.names ?? []).filter((name) => name !== '');
    if (named.length > request.people) {
      context.addIssue({ code: 'custom', path: ['names'], message: walkInTexts.walkInTooManyNames });
    }
    const split = request.nationality;
    if (split && split.IN + split.OTHER !== request.people) {
      context.addIssue({
        code: 'custom',
        path: ['nationality'],
        message: walkInTexts.walkInNationalityMismatch(request.people),
      });
    }
    const aged = Object.values(request.ages ?? {}).reduce<number>((sum, people) => sum + (people ?? 0), 0);
    if (aged > request.people) {
      context.addIssue({
        code: 'custom',
        path: ['ages'],
        message: walkInTexts.walkInAgesTooMany(request.people),
      });
    }
  });
export type WalkInRequest = z.input<typeof walkInRequestSchema>;
