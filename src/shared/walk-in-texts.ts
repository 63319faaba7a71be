// The door's messages for walk-in parties and parties admitted in part (issue 24). Ours, not
// the specification's; apart from texts.ts so that the visitor's pages do not download them.
export const walkInTexts = {
  walkInSlotNotOpen: "Walk-ins are admitted to today's slot under way or the next one, not to this slot.",
  walkInSlotClosed: 'This slot is closed.',
  walkInForceAdminOnly: "Only an admin can admit a walk-in party beyond the slot's seats.",
  walkInNationalityMismatch: (people: number) => `The nationality counts must add up to ${people}.`,
  walkInAgesTooMany: (people: number) => `The age counts must add up to at most ${people}.`,
  walkInTooManyNames: 'Give at most one name per person.',
  walkInSlotFull: (label: string) =>
    `The ${label} slot has no seats left for this party. An admin can admit it with a reason.`,
  admittedOnlyAtCheckIn: 'Only a check-in can say how many of the party came in.',
  admittedTooMany: (people: number) => `At most ${people} can come in: the party has ${people} people.`,
  walkIn: 'Walk-in',
};
