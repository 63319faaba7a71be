import { describe, it } from 'vitest';
import { backToEnglish, bookInLanguage } from './languages-flow-steps';
import { useE2eSession } from './support/browser';

// The whole booking in Tamil, picked from the header's menu, with no English left on any
// screen but names, ids and the SMS keyword; then English again, in the spec's words.

describe('the whole booking in Tamil', () => {
  const session = useE2eSession();

  it('signs in, books, shows the ticket, My Bookings and feedback in Tamil, then English again', async () => {
    const { bookingId } = await bookInLanguage(session, 'ta', {
      email: 'meera.ta@example.org',
      name: 'Meera Iyer',
      companion: 'கமலா சுந்தரம்',
      mobile: '9876502345',
    });
    await backToEnglish(session, 'ta', bookingId);
    // The whole journey in one test: on a busy two-core machine it can pass two minutes.
  }, 240_000);
});
