import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { cleanMobileInput, INDIA_DIAL_CODE } from '../../../shared/rules/mobile';
import { bookingPeopleProblem } from '../../../shared/rules/people-limits';
import type { Ticket } from '../../../shared/schemas/bookings';
import { mobileSchema } from '../../../shared/schemas/verification';
import { HttpError } from '../../lib/api';
import { clearDraft, seatsOf, setDraftVerification, useBookingDraft } from '../../lib/booking-draft';
import { errorText, firstIssue } from '../../lib/error-text';
import { Field } from '../../lib/field';
import { type Translate, useTexts } from '../../lib/i18n';
import { useSeatHold } from '../../lib/seat-hold';
import { useSession } from '../../lib/session';
import { inPageLanguage } from '../../lib/spec-text';
import { BookingSuccess } from './booking-success';
import { CountryCodeSelect, type DialCodeChoice } from './country-code-select';
import { BOOKING_RETRIES, useCreateBooking } from './create-booking';
import { HoldStatus } from './hold-status';
import { type RefusedSeats, SeatsTaken } from './seats-taken';
import { VerificationPanel } from './verification-panel';
import './booking.css';

/** A 409 that more seats would have avoided: the slot's waiting list may help. */
function seatsRefusal(error: unknown): error is HttpError {
  return (
    error instanceof HttpError && ['slot_full', 'hold_expired'].includes(error.code) && error.status === 409
  );
}

interface Attempt {
  isoCode: string;
  countryCode: string;
  mobile: string;
  /** The challenge made before the page reloaded, shown again rather than a new keyword. */
  resumeId?: string;
  /** A new panel (and a new keyword) for each press of 'Validate Mobile'. */
  key: number;
}

/** What a booking on its way says, also while it is sent again after a lost answer. */
function bookingProgress(t: Translate, lostAnswers: number, waitingForNetwork: boolean): string {
  if (waitingForNetwork) return t('confirm.offline');
  if (lostAnswers === 0) return t('confirm.booking');
  return t('confirm.retrying', { try: lostAnswers + 1, tries: BOOKING_RETRIES + 1 });
}

const inPageLanguageOrNull = (message: string | undefined) => (message ? inPageLanguage(message) : null);

/** Home step 5's content for a signed-in visitor: the mobile number, its SMS check, then the booking itself. */
export function ConfirmBooking() {
  const { user } = useSession();
  const { slot, people, verification: savedAttempt } = useBookingDraft();
  const [country, setCountry] = useState<DialCodeChoice>({ isoCode: 'IN', phonecode: INDIA_DIAL_CODE });
  const [mobile, setMobile] = useState('');
  const { t } = useTexts();
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [booked, setBooked] = useState<Ticket | null>(null);
  const create = useCreateBooking();
  const seatHold = useSeatHold();
  const root = useRef<HTMLDivElement>(null);
  const holdOnArrival = useRef(seatHold.holdOnArrival);
  holdOnArrival.current = seatHold.holdOnArrival;
  // Focus arriving in this step means the visitor has moved on from the people: hold their seats.
  useEffect(() => {
    const step = root.current;
    if (!step) return;
    const arrived = () => holdOnArrival.current();
    step.addEventListener('focusin', arrived);
    return () => step.removeEventListener('focusin', arrived);
  });
  // The verified mobile's id the last booking attempt used, for 'Try booking again'.
  const verificationId = create.variables?.verificationId ?? null;
  const validateButton = useRef<HTMLButtonElement>(null);
  const failure = useRef<HTMLDivElement>(null);
  const [focusValidate, setFocusValidate] = useState(0);
  // The note and the problem show under both fields, so the number points to them by id.
  const noteId = useId();
  const problemId = useId();

  // After a reload (the phone's SMS app often causes one) the number and its keyword come back.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !user) return;
    restored.current = true;
    if (!savedAttempt) return;
    setCountry({ isoCode: savedAttempt.isoCode, phonecode: savedAttempt.countryCode });
    setMobile(savedAttempt.mobile);
    const { isoCode, countryCode, mobile: savedMobile, id } = savedAttempt;
    setAttempt({ isoCode, countryCode, mobile: savedMobile, key: Date.now(), resumeId: id });
  }, [user, savedAttempt]);

  // Focus moves once the element is on screen: the refusal, or 'Validate Mobile' after CANCEL.
  useEffect(() => {
    if (create.isError) failure.current?.focus();
  }, [create.isError]);
  useEffect(() => {
    if (focusValidate > 0) validateButton.current?.focus();
  }, [focusValidate]);

  // After a booking the draft is empty; the confirmation stays until a new slot is picked.
  if (booked && !slot) return <BookingSuccess ticket={booked} />;

  function forgetAttempt() {
    setAttempt(null);
    setDraftVerification(null);
  }

  function numberChanged() {
    forgetAttempt();
    // A booking on its way is left to finish; only a finished attempt is forgotten.
    if (!create.isPending) create.reset();
    setProblem(null);
  }

  async function validate(event: FormEvent) {
    event.preventDefault();
    create.reset();
    const seats = slot && seatsOf(slot);
    const parsedMobile = mobileSchema.safeParse(mobile);
    const found =
      bookingPeopleProblem(t, seats, people.length) ?? inPageLanguageOrNull(firstIssue(parsedMobile));
    setProblem(found);
    if (found || !parsedMobile.success) return;
    // The seats are held before the SMS round trip, so they are still there at the end of it.
    try {
      await seatHold.ensureHold();
    } catch (error) {
      // A refusal for lack of seats shows with the waiting list; anything else beside the fields.
      if (!seatsRefusal(error)) setProblem(inPageLanguage(errorText(error)));
      return;
    }
    setAttempt({
      isoCode: country.isoCode,
      countryCode: country.phonecode,
      mobile: parsedMobile.data,
      key: Date.now(),
    });
  }

  function book(verifiedId: string) {
    if (!slot) return;
    const holdId = seatHold.hold?.id;
    create.mutate(
      { slotId: slot.id, people, verificationId: verifiedId, ...(holdId ? { holdId } : {}) },
      {
        onSuccess: (ticket) => {
          setBooked(ticket);
          setAttempt(null);
          setMobile('');
          seatHold.forget(ticket.slotId);
          clearDraft();
        },
        onError: () => setAttempt(null),
      },
    );
  }

  const refusedSeats = (error: unknown): RefusedSeats | null =>
    slot && seatsRefusal(error)
      ? { slotId: slot.id, slotLabel: slot.label, seats: people.length, error }
      : null;
  const holdRefused = refusedSeats(seatHold.refusal);
  const bookingRefused = refusedSeats(create.error);
  const hold = seatHold.hold;

  return (
    <div className="confirm-booking" ref={root}>
      <HoldStatus hold={hold} />
      {holdRefused && !create.isError && (
        <div className="confirm-failure" role="alert">
          <SeatsTaken refused={holdRefused} />
        </div>
      )}
      <form className="confirm-mobile" onSubmit={(event) => void validate(event)} noValidate>
        <div className="confirm-mobile-fields">
          <CountryCodeSelect
            value={country}
            onChange={(picked) => {
              setCountry(picked);
              numberChanged();
            }}
          />
          <Field
            className="confirm-number"
            label={t('confirm.mobile')}
            hintId={noteId}
            errorId={problem ? problemId : undefined}
          >
            {(control) => (
              <input
                {...control}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={20}
                value={mobile}
                onChange={(event) => {
                  setMobile(cleanMobileInput(event.target.value));
                  numberChanged();
                }}
              />
            )}
          </Field>
        </div>
        <p id={noteId} className="field-hint">
          {t('confirm.smsCharges')}
        </p>
        {problem && (
          <p id={problemId} className="confirm-error" role="alert">
            {problem}
          </p>
        )}
        {!attempt && !create.isPending && (
          <button ref={validateButton} type="submit" className="button">
            {t('confirm.validateMobile')}
          </button>
        )}
      </form>

      {attempt && (
        <VerificationPanel
          key={attempt.key}
          countryCode={attempt.countryCode}
          mobile={attempt.mobile}
          resumeId={attempt.resumeId}
          onChallenge={(id) =>
            setDraftVerification({
              isoCode: attempt.isoCode,
              countryCode: attempt.countryCode,
              mobile: attempt.mobile,
              id,
            })
          }
          onVerified={book}
          onCancel={() => {
            forgetAttempt();
            seatHold.releasePlainHold();
            setFocusValidate((count) => count + 1);
          }}
        />
      )}
      {create.isPending && (
        <p className="confirm-pending" role="status">
          {bookingProgress(t, create.failureCount, create.isPaused)}
        </p>
      )}
      {create.isError && (
        <div ref={failure} tabIndex={-1} className="confirm-failure" role="alert">
          {bookingRefused ? (
            <SeatsTaken refused={bookingRefused} />
          ) : (
            <p>{inPageLanguage(errorText(create.error))}</p>
          )}
          {verificationId && (
            <button type="button" className="button button-secondary" onClick={() => book(verificationId)}>
              {t('confirm.tryAgain')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
