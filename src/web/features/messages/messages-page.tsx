import { type FormEvent, useRef, useState } from 'react';
import { indiaDateOf } from '../../../shared/rules/india-clock';
import { errorText } from '../../lib/error-text';
import { Field } from '../../lib/field';
import { formatLongDate } from '../../lib/format-date';
import { ModalDialog } from '../../lib/modal-dialog';
import { richText } from '../../lib/rich-text';
import { usePageMeta } from '../../lib/use-page-meta';
import { useDaySlots } from './get-day-slots';
import { type MessageReach, useMessagePreview, useSendMessage } from './send-message';
import './messages.css';
import { t } from '../../lib/staff-texts';

const reachText = (reach: MessageReach) =>
  t('messages.reach', { bookings: reach.bookings, addresses: reach.addresses });

interface Problems {
  date?: string;
  subject?: string;
  text?: string;
}

/** Admins write to the visitors of a day or one slot: a preview of whom it reaches, then send. */
export function MessagesPage() {
  usePageMeta({
    title: t('messages.title'),
    description: t('messages.description'),
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
  const day = date ? formatLongDate(date) : '';
  const who = slotLabel ? t('messages.slotOnDay', { slot: slotLabel, date: day }) : day;

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    const found: Problems = {
      date: !date ? t('messages.noDay') : date < today ? t('messages.dayOver') : undefined,
      subject: message.subject.length < 3 ? t('messages.noSubject') : undefined,
      text: message.text.length < 3 ? t('messages.noText') : undefined,
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
          reach.bookings === 0 ? t('messages.sentNone') : t('messages.sent', { reach: reachText(reach) }),
        );
        setSubject('');
        setText('');
      },
    });
  }

  return (
    <div className="admin-page admin-narrow messages-page">
      <h1>{t('messages.title')}</h1>
      <form ref={form} className="message-form" noValidate onSubmit={ask} aria-label={t('messages.form')}>
        <div className="message-when">
          <Field label={t('messages.day')} error={problems.date}>
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
            label={t('messages.slot')}
            hint={slots.isError ? errorText(slots.error) : t('messages.slotHint')}
          >
            {(control) => (
              <select {...control} value={slotId} onChange={(event) => setSlotId(event.target.value)}>
                <option value="">{t('messages.allSlots')}</option>
                {(slots.data ?? []).map((slot) => (
                  <option key={slot.id} value={slot.id}>
                    {slot.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field label={t('messages.subject')} error={problems.subject}>
          {(control) => (
            <input
              {...control}
              maxLength={150}
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('messages.text')} hint={t('messages.textHint')} error={problems.text}>
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
          {t('messages.open')}
        </button>
        <p role="status" className="message-done">
          {done ?? ''}
        </p>
      </form>
      <ModalDialog
        open={confirming}
        title={t('messages.confirm.title')}
        onClose={() => setConfirming(false)}
        describedBy="message-reach"
      >
        <p id="message-reach" role="status">
          {preview.isPending && t('messages.confirm.counting')}
          {preview.isSuccess &&
            (preview.data.bookings === 0 ? (
              <strong>{t('messages.confirm.nobody', { who })}</strong>
            ) : (
              richText(t('messages.confirm.reach', { who, reach: reachText(preview.data) }), [
                (reach) => <strong>{reach}</strong>,
              ])
            ))}
        </p>
        {preview.isError && (
          <p className="field-error" role="alert">
            {errorText(preview.error)}
          </p>
        )}
        <p>
          <strong>{t('messages.confirm.subject')}</strong> {message.subject}
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
            {send.isPending ? t('messages.confirm.sending') : t('messages.confirm.send')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
            {t('messages.confirm.notNow')}
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}
