import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { texts } from '../texts';
import { readableText } from './typed-text';

/** Trimmed and lower-cased, so one address is one account however it is typed. */
export const emailSchema = z
  .string({ error: texts.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, texts.emailRequired)
  .max(254, texts.emailInvalid)
  .pipe(z.email({ error: texts.emailInvalid }));

/** Minimum 8 rather than the spec's 6 (OWASP ASVS 5, 6.2.1). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const passwordSchema = z
  .string({ error: texts.passwordRequired })
  .min(1, texts.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, texts.passwordTooShort(PASSWORD_MIN_LENGTH))
  .max(PASSWORD_MAX_LENGTH, texts.passwordTooLong(PASSWORD_MAX_LENGTH));

export const DISPLAY_NAME_MAX_LENGTH = 60;
export const displayNameSchema = readableText(
  z
    .string({ error: texts.nameRequired })
    .trim()
    .min(1, texts.nameRequired)
    .max(DISPLAY_NAME_MAX_LENGTH, texts.nameTooLong),
  'The name',
);

const tokenSchema = z
  .string({ error: texts.linkInvalid })
  .min(1, texts.linkInvalid)
  .max(200, texts.linkInvalid);

/** POST /api/accounts/sign-in-link/request */
export const signInLinkRequestSchema = z.object({ email: emailSchema });

/** POST /api/accounts/sign-in-link: the token from the mailed link and the e-mail it was asked for. */
export const signInLinkSchema = z.object({ token: tokenSchema, email: emailSchema });

/** POST /api/accounts/sign-in-password */
export const passwordSignInSchema = z.object({ email: emailSchema, password: passwordSchema });

/** POST /api/accounts/set-password-link: the signed-in visitor types their own e-mail to confirm. */
export const setPasswordLinkRequestSchema = z.object({ email: emailSchema });

/** POST /api/accounts/forgot-password: signed out, the address to mail a set-password link to. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** POST /api/accounts/set-password */
export const setPasswordSchema = z.object({ token: tokenSchema, password: passwordSchema });

/** DELETE /api/me: the visitor types the account's e-mail to confirm. */
export const deleteMeSchema = z.object({ email: emailSchema });

/** A language of the site and its mails (shared/languages.ts). */
export const localeSchema = z.enum(LANGUAGES);

/** PATCH /api/me: the name, the language of the visitor's mails, or both (the name when neither). */
export const updateMeSchema = z
  .object({ displayName: displayNameSchema.optional(), locale: localeSchema.optional() })
  .superRefine((body, context) => {
    if (body.displayName === undefined && body.locale === undefined)
      context.addIssue({ code: 'custom', path: ['displayName'], message: texts.nameRequired });
  });

export const roleSchema = z.enum(['visitor', 'staff', 'admin']);

/** GET /api/me, and the answer of every sign-in. */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  hasPassword: z.boolean(),
  role: roleSchema,
  /** The language the visitor chose for their mails; null until they choose one. */
  locale: localeSchema.nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** GET /api/session: who is signed in, answered without an error status for a guest. */
export const sessionResponseSchema = z.object({ user: meSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
