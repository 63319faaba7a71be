import { describe, expect, it } from 'vitest';
import {
  displayNameSchema,
  emailSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordSchema,
} from '../../shared/schemas/accounts';
import { texts } from '../../shared/texts';
import { webTexts } from '../../test/web-texts';
import { loadLanguage } from './i18n';
import { inPageLanguage } from './spec-text';

// The account forms show the shared schemas' messages and the server's answers, both worded in
// English by texts.ts; inPageLanguage puts them in the page's language.

/** The messages of a check that refused its input. */
const refusal = (result: { error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.message);

/** Every message the account forms' checks can give, from inputs each check refuses. */
const formMessages = [
  ...new Set([
    ...refusal(emailSchema.safeParse('')),
    ...refusal(emailSchema.safeParse('not-an-address')),
    ...refusal(passwordSchema.safeParse('')),
    ...refusal(passwordSchema.safeParse('short')),
    ...refusal(passwordSchema.safeParse('x'.repeat(PASSWORD_MAX_LENGTH + 1))),
    ...refusal(displayNameSchema.safeParse(' ')),
    ...refusal(displayNameSchema.safeParse('x'.repeat(61))),
    ...refusal(displayNameSchema.safeParse('Asha \u202eoaR')),
  ]),
];

// What the server answers the account forms with (server/accounts), besides the checks above.
const serverAnswers = [
  texts.passwordWrong,
  texts.userNotAvailable,
  texts.linkInvalid,
  texts.emailNotTheLinks,
  texts.emailNotYours,
  texts.deleteAccountEmailMismatch,
  texts.staffAccountNotDeletable,
  texts.loginToContinue,
];

describe('inPageLanguage', () => {
  it("keeps the spec's English word for word on an English page", async () => {
    await loadLanguage('en', { whole: true });
    for (const english of [...formMessages, ...serverAnswers, 'Error: 502'])
      expect(inPageLanguage(english)).toBe(english);
  });

  it("gives each of the account forms' messages in Tamil, with its value", async () => {
    await loadLanguage('ta', { whole: true });
    const ta = webTexts('ta');
    expect(formMessages.sort()).toEqual(
      [
        texts.emailRequired,
        texts.emailInvalid,
        texts.passwordRequired,
        texts.passwordTooShort(PASSWORD_MIN_LENGTH),
        texts.passwordTooLong(PASSWORD_MAX_LENGTH),
        texts.nameRequired,
        texts.nameTooLong,
        texts.hiddenCharacters('The name'),
      ].sort(),
    );
    for (const english of [...formMessages, ...serverAnswers])
      expect(inPageLanguage(english), english).not.toBe(english);
    expect(inPageLanguage(texts.passwordTooShort(PASSWORD_MIN_LENGTH))).toBe(
      ta('passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
    );
    expect(inPageLanguage(texts.passwordTooLong(PASSWORD_MAX_LENGTH))).toBe(
      ta('passwordTooLong', { max: PASSWORD_MAX_LENGTH }),
    );
    expect(inPageLanguage(texts.hiddenCharacters('The name'))).toBe(ta('nameHiddenCharacters'));
    expect(inPageLanguage(texts.emailNotTheLinks)).toBe(ta('emailNotTheLinks'));
    expect(inPageLanguage('Error: 502')).toBe(ta('loadFailed', { status: '502' }));
  });

  it('leaves a text it does not know as it is', async () => {
    await loadLanguage('hi', { whole: true });
    expect(inPageLanguage('Password must be')).toBe('Password must be');
    expect(inPageLanguage('Ravi Kumar')).toBe('Ravi Kumar');
  });
});
