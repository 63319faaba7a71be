import { z } from 'zod';
import { dropDashPrefix, isValidCountryCode, type MobileProblem, mobileProblem } from '../rules/mobile';
import { texts } from '../texts';

const mobileMessages: Record<MobileProblem, string> = {
  missing_or_short: texts.mobileRequired,
  not_digits: 'The mobile number can have digits only.',
  too_long: 'The mobile number can have at most 14 digits.',
};

/** A mobile number as typed (a prefix before a dash is dropped) → its digits. */
export const mobileSchema = z
  .string({ error: texts.mobileRequired })
  .transform((text) => dropDashPrefix(text.trim()))
  .superRefine((mobile, context) => {
    const problem = mobileProblem(mobile);
    if (problem) context.addIssue({ code: 'custom', message: mobileMessages[problem] });
  });

/** A dial code as digits without '+', e.g. '91'. */
const countryCodeSchema = z
  .string({ error: 'Please choose the country of the mobile number' })
  .refine(isValidCountryCode, 'The country code must be the dial code digits, e.g. 91');

export const createVerificationSchema = z.object({
  countryCode: countryCodeSchema,
  mobile: mobileSchema,
});
export type CreateVerification = z.infer<typeof createVerificationSchema>;

export const verificationSchema = z.object({
  id: z.string(),
  /** What to send, e.g. 'SAIRAM 4821'; case does not matter. */
  keyword: z.string(),
  /** Where to send it, e.g. '+919000000001'. */
  number: z.string(),
  /** `sms:` link that opens the phone's messaging app with number and text filled in. */
  smsUri: z.string(),
  expiresAt: z.string(),
});
export type Verification = z.infer<typeof verificationSchema>;

/**
 * GET /api/verifications/:id: the same challenge again (after a reload) and where it stands:
 * `pending` until the SMS is found, `verified` once found, `used` by a booking, `expired`.
 */
export const storedVerificationSchema = verificationSchema.extend({
  state: z.enum(['pending', 'verified', 'used', 'expired']),
});
export type StoredVerification = z.infer<typeof storedVerificationSchema>;

export const verificationParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'not a verification id'),
});

export const verificationCheckSchema = z.object({
  verified: z.boolean(),
  message: z.string(),
});
export type VerificationCheck = z.infer<typeof verificationCheckSchema>;

const smsText = z.string().min(1).max(1600);
const senderNumber = z
  .string()
  .regex(/^\+?[0-9 ()-]{5,24}$/, 'from must be a phone number, e.g. +919876543210');

/** The local simulator: an SMS as if it arrived from `from`. */
export const simulatedSmsSchema = z.object({ from: senderNumber, text: smsText });
export type SimulatedSms = z.infer<typeof simulatedSmsSchema>;

/** What a gateway pushes to the inbound webhook. */
export const inboundSmsSchema = z.object({
  from: senderNumber,
  text: smsText,
  receivedAt: z.iso.datetime({ offset: true }).optional(),
  /** The gateway's own message id; a message pushed twice is stored once. */
  id: z.string().min(1).max(200).optional(),
});

export const storedSmsResponseSchema = z.object({ stored: z.boolean() });
