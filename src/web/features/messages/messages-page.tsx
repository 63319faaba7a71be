import { type FormEvent, useRef, useState } from 'react';
import { indiaDateOf } from '../../../shared/rules/india-clock';
import { errorText } from '../../lib/error-text';
import { Field } from '../../lib/field';
import { formatLongDate } from '../../lib/format-date';
import { ModalDialog } from '../../lib/modal-dialog';
import { usePageMeta } from '../../lib/use-page-meta';
import { useDaySlots } from './get-day-slots';
import { type MessageReach, useMessagePreview, useSendMessage } from './send-message';
import './messages.css';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const reachText = (reach: MessageReach) =>
  `${count(reach.bookings, 'booking', 'bookings')}, ${count(reach.addresses, 'e-mail address', 'e-mail addresses')}`;

interface Problems {
  date?: string;
  subject?: string;
  text?: string;
}

/** Admins write to the visitors of a day or one slot: a preview of whom it reaches, then send. */
export function MessagesPage() {
  usePageMeta({
    title: 'Message to visitors',
    description: 'Write to every visitor booked for a day or one slot.',
    keywords: ['message', 'visitors', 'admin'],
  });
  const today = indiaDateOf(new Date());
  const [date, setDate] = useState(today);
  const [slotId, setSlotId] = useState('');
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const slots = useDaySlots(date);
  const preview = useMessagePreview();
  const send = useSendMessage();
  const form = useRef<HTMLFormElement>(null);
  const slotLabel = slots.data?.find((slot) => slot.id === slotId)?.label;
  const message = { date, slotId: slotId || undefined, subject: subject.trim(), text: text.trim() };
  const who = `${slotLabel ? `${slotLabel} on ` : ''}${date ? formatLongDate(date) : ''}`;

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    const found: Problems = {
      date: !date ? 'Choose the day.' : date < today ? 'That day is over.' : undefined,
      subject: message.subject.length < 3 ? 'Write a subject of at least 3 characters.' : undefined,
      text: message.text.length < 3 ? 'Write the message; visitors read it in their mail.' : undefined,
    };
    setProblems(found);
    if (found.date || found.subject || found.text) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    send.reset();
    preview.mutate(message);
    setConfirming(true);
  }

  function confirm() {
    send.mutate(message, {
      onSuccess: (reach) => {
        setConfirming(false);
        setDone(
          reach.bookings === 0
            ? 'Nothing was sent: every booking it reaches has this message already.'
            : `Sent to ${reachText(reach)}. The mails go out over the next minutes.`,
        );
        setSubject('');
        setText('');
      },
    });
  }

  return (
    <div className="admin-page admin-narrow messages-page">
      <h1>Message to visitors</h1>
      <form ref={form} className="message-form" noValidate onSubmit={ask} aria-label="Write a message">
        <div className="message-when">
          <Field label="Day" error={problems.date}>
            {(control) => (
              <input
                {...control}
                type="date"
                min={today}
                value={date}
                onChange={(event) => {
                  setDate(event.target.value);
                  setSlotId('');
                }}
              />
            )}
          </Field>
          <Field
            label="Slot"
            hint={slots.isError ? errorText(slots.error) : 'Leave at "All slots" to reach the whole day.'}
          >
            {(control) => (
              <select {...control} value={slotId} onChange={(event) => setSlotId(event.target.value)}>
                <option value="">All slots</option>
                {(slots.data ?? []).map((slot) => (
                  <option key={slot.id} value={slot.id}>
                    {slot.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field label="Subject" error={problems.subject}>
          {(control) => (
            <input
              {...control}
              maxLength={150}
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
            />
          )}
        </Field>
        <Field
          label="Message"
          hint="Each visitor gets it once per booking, with their booking's time and a link to the ticket. A blank line starts a new paragraph."
          error={problems.text}
        >
          {(control) => (
            <textarea
              {...control}
              rows={7}
              maxLength={5000}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button">
          Preview and send…
        </button>
        <p role="status" className="message-done">
          {done ?? ''}
        </p>
      </form>
      <ModalDialog
        open={confirming}
        title="Send this message?"
        onClose={() => setConfirming(false)}
        describedBy="message-reach"
      >
        <p id="message-reach" role="status">
          {preview.isPending && 'Counting the bookings it reaches…'}
          {preview.isSuccess &&
            (preview.data.bookings === 0 ? (
              <strong>It reaches nobody: no live booking of {who} is left without this message.</strong>
            ) : (
              <>
                To the visitors of {who}: <strong>{reachText(preview.data)}</strong>.
              </>
            ))}
        </p>
        {preview.isError && (
          <p className="field-error" role="alert">
            {errorText(preview.error)}
          </p>
        )}
        <p>
          <strong>Subject:</strong> {message.subject}
        </p>
        <p className="message-preview-text">{message.text}</p>
        {send.isError && (
          <p className="field-error" role="alert">
            {errorText(send.error)}
          </p>
        )}
        <div className="message-actions">
          <button
            type="button"
            className="button"
            disabled={send.isPending || !preview.isSuccess || preview.data.bookings === 0}
            onClick={confirm}
          >
            {send.isPending ? 'Sending…' : 'Send the message'}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
            Not now
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}
