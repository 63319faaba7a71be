// The staff side's messages (ours, not the specification's), and the feedback invitation its
// check-out sends. Apart from texts.ts so that the visitor's pages do not download them.
export const staffTexts = {
  noStaffAccess: 'This account has no staff access.',
  adminsOnly: 'Only an admin can do this.',
  twoFactorSetUpFirst: 'Set up a second factor (an authenticator app) to use the admin site.',
  twoFactorEnterCode: 'Enter the code from your authenticator app to use the admin site.',
  twoFactorWrongCode: 'This code is not right. Please check it and try again.',
  twoFactorAlreadyOn: 'A second factor is already set up for this account.',
  twoFactorNotStarted: 'Start setting up the second factor first.',
  twoFactorNotOn: 'No second factor is set up for this account.',
  twoFactorCodeUsed: 'That code has been used already. Wait for the app to show the next one.',
  twoFactorBackupCodeUsed: 'That backup code has been used already. Each one works once: try another.',
  twoFactorResetSelf: 'Another admin has to reset your own second factor.',
  lastAdmin: 'This is the last admin. Make someone else an admin first.',
  staffNotFound: 'No staff member with this account.',
  doorStepNotAllowed: 'This step is not possible for this booking.',
  doorStatusChanged: (who: string, status: string, time: string) =>
    `${who} already marked this booking ${status} at ${time}.`,
  doorTooEarly: (opens: string) => `Too early: entry for this slot opens at ${opens}.`,
  doorTooLate: (ended: string) => `Too late: this slot ended at ${ended}.`,
  doorWrongDay: (date: string) => `This ticket is for ${date}, not today.`,
  doorReasonRequired: 'Please give a reason for refusing entry.',
  doorUndoTooLate: (minutes: number) => `A step can only be undone within ${minutes} minutes.`,
  doorNothingToUndo: 'There is no step to undo here.',
  doorUndoSlotFull: 'The seats of this booking have been taken meanwhile; it cannot be restored.',
};
