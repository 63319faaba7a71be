import { describe, expect, it } from 'vitest';
import { addPersonProblem, bookingPeopleProblem, seatsLeft } from './people-limits';

const slot = { label: '09:30 AM - 10:00 AM', capacity: 5, booked: 2 };

describe('booking people against the slot', () => {
  it('needs a slot, then at least one person', () => {
    expect(bookingPeopleProblem(null, 1)).toBe('Please select a slot');
    expect(bookingPeopleProblem(slot, 0)).toBe('Please add person for the booking');
  });

  it('refuses more people than the slot holds', () => {
    expect(bookingPeopleProblem(slot, 6)).toBe(
      'Maximum allowed people exceeded for the slot 09:30 AM - 10:00 AM',
    );
  });

  it('refuses more people than the seats left, and accepts exactly the seats left', () => {
    expect(bookingPeopleProblem(slot, 4)).toBe(
      'Maximum allowed people exceeded for the slot 09:30 AM - 10:00 AM. Please remove all extra people or change the booking slot!',
    );
    expect(bookingPeopleProblem(slot, 3)).toBeNull();
    expect(bookingPeopleProblem({ ...slot, booked: 0 }, 5)).toBeNull();
  });
});

describe('adding a person', () => {
  it('stops once the list holds every seat left, with the spec message', () => {
    expect(addPersonProblem(slot, 2)).toBeNull();
    expect(addPersonProblem(slot, 3)).toBe('Max Number of limit per booking is exceeded!');
    expect(addPersonProblem({ ...slot, booked: 0 }, 4)).toBeNull();
    expect(addPersonProblem({ ...slot, booked: 0 }, 5)).toBe('Max Number of limit per booking is exceeded!');
  });

  it('counts the seats still free', () => {
    expect(seatsLeft(slot, 0)).toBe(3);
    expect(seatsLeft(slot, 3)).toBe(0);
    expect(seatsLeft(slot, 4)).toBe(0);
  });
});
