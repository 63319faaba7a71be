import { describe, it } from 'vitest';
import { backToEnglish, bookInLanguage } from './languages-flow-steps';
import { useE2eSession } from './support/browser';

// The whole booking in Hindi, picked from the header's menu, with no English left on any
// screen but names, ids and the SMS keyword; then English again, in the spec's words.

describe('the whole booking in Hindi', () => {
  const session = useE2eSession();

  it('signs in, books, shows the ticket, My Bookings and feedback in Hindi, then English again', async () => {
    const { bookingId } = await bookInLanguage(session, 'hi', {
      email: 'meera.hi@example.org',
      name: 'Meera Iyer',
      companion: 'लक्ष्मी देवी',
      mobile: '9876501234',
    });
    await backToEnglish(session, 'hi', bookingId);
    // The whole journey in one test: on a busy two-core machine it can pass two minutes.
  }, 240_000);
});
