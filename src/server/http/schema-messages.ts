import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/schemas/accounts';
import { EXPERIENCE_MAX_LENGTH } from '../../shared/schemas/feedback';
import { texts } from '../../shared/texts';
import { type Said, say } from './said';

/**
 * The shared schemas word their refusals in English (shared/texts.ts and the schemas), as the
 * forms show them; a visitor whose request the server refuses with one reads it in their own
 * language. These are the visitors' ones, each with its message in the server's catalog
 * (schema-messages.test.ts holds each English to the catalog's). Staff forms' stay English.
 */
export const SCHEMA_MESSAGES: [english: string, said: Said][] = [
  [texts.emailRequired, say('error.emailRequired')],
  [texts.emailInvalid, say('error.emailInvalid')],
  [texts.passwordRequired, say('error.passwordRequired')],
  [texts.passwordTooShort(PASSWORD_MIN_LENGTH), say('error.passwordTooShort', { min: PASSWORD_MIN_LENGTH })],
  [texts.passwordTooLong(PASSWORD_MAX_LENGTH), say('error.passwordTooLong', { max: PASSWORD_MAX_LENGTH })],
  [texts.nameRequired, say('error.nameRequired')],
  [texts.nameTooLong, say('error.nameTooLong')],
  [texts.hiddenCharacters('The name'), say('error.nameHiddenCharacters')],
  [texts.linkInvalid, say('error.linkInvalid')],
  [texts.selectSlot, say('error.selectSlot')],
  [texts.addPerson, say('error.addPerson')],
  [texts.tooManyPeopleForSlot, say('error.tooManyPeopleForSlot')],
  [texts.mobileVerificationRequired, say('error.mobileVerificationRequired')],
  [texts.duplicateDocumentNumber, say('error.duplicateDocumentNumber')],
  [texts.personNameRequired, say('error.personNameRequired')],
  [texts.genderRequired, say('error.genderRequired')],
  [texts.dobRequired, say('error.dobRequired')],
  [texts.nationalityRequired, say('error.nationalityRequired')],
  [texts.documentNumberLength, say('error.documentNumberLength')],
  [texts.mobileRequired, say('error.mobileRequired')],
  ['The mobile number can have digits only.', say('error.mobileDigitsOnly')],
  ['The mobile number can have at most 14 digits.', say('error.mobileTooLong')],
  ['Please choose the country of the mobile number', say('error.mobileCountryRequired')],
  ['The country code must be the dial code digits, e.g. 91', say('error.mobileCountryCode')],
  ['Please answer Yes or No', say('error.answerYesOrNo')],
  ['Please select your country', say('error.countryRequired')],
  ['Please select your state', say('error.stateRequired')],
  [
    `Please keep your experience within ${EXPERIENCE_MAX_LENGTH} characters`,
    say('error.experienceTooLong', { max: EXPERIENCE_MAX_LENGTH }),
  ],
  [texts.hiddenCharacters('Your experience'), say('error.experienceHiddenCharacters')],
];

const byEnglish = new Map(SCHEMA_MESSAGES);

/** The catalog's message for a schema's English refusal, when it is a visitor's. */
export function schemaMessage(english: string): Said | undefined {
  return byEnglish.get(english);
}
