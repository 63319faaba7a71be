import { describe, expect, it } from 'vitest';
import { webTexts } from '../../test/web-texts';
import { addPersonProblem, bookingPeopleProblem, seatsLeft } from './people-limits';

const t = webTexts('en');

const slot = { label: '09:30 AM - 10:00 AM', capacity: 5, booked: 2 };

describe('booking people against the slot', () => {
  it('needs a slot, then at least one person', () => {
    expect(bookingPeopleProblem(t, null, 1)).toBe('Please select a slot');
    expect(bookingPeopleProblem(t, slot, 0)).toBe('Please add person for the booking');
  });

  it('refuses more people than the slot holds', () => {
    expect(bookingPeopleProblem(t, slot, 6)).toBe(
      'Maximum allowed people exceeded for the slot 09:30 AM - 10:00 AM',
    );
  });

  it('refuses more people than the seats left, and accepts exactly the seats left', () => {
    expect(bookingPeopleProblem(t, slot, 4)).toBe(
      'Maximum allowed people exceeded for the slot 09:30 AM - 10:00 AM. Please remove all extra people or change the booking slot!',
    );
    expect(bookingPeopleProblem(t, slot, 3)).toBeNull();
    expect(bookingPeopleProblem(t, { ...slot, booked: 0 }, 5)).toBeNull();
  });
});

describe('in Hindi', () => {
  it('names the slot in the message', () => {
    expect(bookingPeopleProblem(webTexts('hi'), slot, 6)).toBe(
      'स्लॉट 09:30 AM - 10:00 AM के लिए अनुमत अधिकतम लोगों की संख्या पार हो गई',
    );
  });
});

describe('adding a person', () => {
  it('stops once the list holds every seat left, with the spec message', () => {
    expect(addPersonProblem(t, slot, 2)).toBeNull();
    expect(addPersonProblem(t, slot, 3)).toBe('Max Number of limit per booking is exceeded!');
    expect(addPersonProblem(t, { ...slot, booked: 0 }, 4)).toBeNull();
    expect(addPersonProblem(t, { ...slot, booked: 0 }, 5)).toBe(
      'Max Number of limit per booking is exceeded!',
    );
  });

  it('counts the seats still free', () => {
    expect(seatsLeft(slot, 0)).toBe(3);
    expect(seatsLeft(slot, 3)).toBe(0);
    expect(seatsLeft(slot, 4)).toBe(0);
  });
});
