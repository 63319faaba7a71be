/**
 * "Now", injected wherever a rule or a use case needs it, so tests can stand at any instant.
 * Here in shared/rules because the rules take their "now" from it and both sides may import it.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
