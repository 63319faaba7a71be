import { z } from 'zod';
import { readableText } from './typed-text';

export const EXPERIENCE_MAX_LENGTH = 2000;

const yesNo = z.boolean({ error: 'Please answer Yes or No' });

/** The feedback form's answers: the spec's questions, each required except the state. */
export const feedbackAnswersSchema = z.object({
  knowsSriSathyaSai: yesNo,
  visitedAshramBefore: yesNo,
  connectedWithOrganisations: yesNo,
  country: z
    .string({ error: 'Please select your country' })
    .regex(/^[A-Z]{2}$/, 'Please select your country'),
  /** The state's isoCode within the country; some countries have none. */
  state: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,8}$/, 'Please select your state')
    .nullable()
    .default(null),
  usesCompanionApp: yesNo,
  experience: readableText(
    z
      .string()
      .trim()
      .max(EXPERIENCE_MAX_LENGTH, `Please keep your experience within ${EXPERIENCE_MAX_LENGTH} characters`),
    'Your experience',
    { lines: true },
  ).default(''),
});
export type FeedbackAnswers = z.infer<typeof feedbackAnswersSchema>;

export const feedbackResponseSchema = z.object({
  bookingId: z.string(),
  status: z.number(),
  /** Null until the visitor has submitted the form. */
  feedback: z.object({ answers: feedbackAnswersSchema, submittedAt: z.string() }).nullable(),
});
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;
