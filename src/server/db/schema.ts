import type { Generated } from 'kysely';
import type {
  AccountsTable,
  AuthTokensTable,
  SessionsTable,
  TwoFactorTable,
  UsersTable,
} from './auth-schema';

// Row types of the app's own tables, without the configured prefix (the prefix plugin adds
// it). Instants are stored as ISO-8601 UTC text (`2026-11-22T04:00:00.000Z`) so that the same
// migrations and comparisons work on SQLite and PostgreSQL.

export interface SlotsTable {
  /** The slot's start as India date-time text, e.g. `2026-11-22T09:30`. */
  id: string;
  date: string;
  label: string;
  starts_at: string;
  /** The slot's end (instant). Nullable in the database only for SQLite's ALTER TABLE. */
  ends_at: string;
  capacity: number;
  booked: Generated<number>;
  /** 1 when the trust closed the slot: not offered to visitors. */
  closed: Generated<number>;
}

export interface BookingsTable {
  id: string;
  user_id: string;
  slot_id: string;
  date: string;
  slot_label: string;
  people: number;
  /** E.164, e.g. `+919876543210`; null once erased (purge, account deletion). */
  mobile: string | null;
  status: Generated<number>;
  created_at: string;
  updated_at: string;
  /** When the visitor was mailed the invitation to give feedback; at most once. */
  feedback_invited_at: string | null;
  /** 1: a party admitted at the door, with no account and no verified mobile (migration 0010). */
  walk_in: Generated<number>;
  /** How many of the party came in when fewer than `people` did; null: all, or not in yet. */
  admitted: Generated<number | null>;
  /** A walk-in's names as given (JSON array of text), else null. */
  walk_in_names: Generated<string | null>;
  /** A walk-in's nationality split; null for booked parties, whose people carry it. */
  nationality_in: Generated<number | null>;
  nationality_other: Generated<number | null>;
  /** A walk-in's people per age band (JSON object, migration 0013); null when not asked. */
  walk_in_ages: Generated<string | null>;
  /** The language the booking was made in (migration 0016); null for walk-ins and older rows. */
  language: Generated<string | null>;
}

export interface BookingPeopleTable {
  booking_id: string;
  position: number;
  name: string;
  gender: string;
  /** Null once erased, PURGE_AFTER_DAYS after the visit (decision 0020). */
  dob: string | null;
  nationality: string;
  /** Null once erased, like `dob`. */
  document_number: string | null;
  /**
   * Whole years on the visit's date, kept for reports after `dob` is erased. Nullable in the
   * database only for SQLite's ALTER TABLE; every row has it.
   */
  age_at_visit: number;
}

export interface BookingEventsTable {
  id: string;
  booking_id: string;
  from_status: number | null;
  to_status: number;
  by_user_id: string | null;
  at: string;
  reason: string | null;
  /** 1 when staff let the visitor in outside the entry window. */
  forced: Generated<number>;
  /** Chosen by the door device per step: a retried step is not taken twice. */
  nonce: string | null;
}

export interface AuditLogTable {
  id: string;
  at: string;
  actor_user_id: string | null;
  /** e.g. `booking.status`, `staff.add`. */
  action: string;
  /** What was acted on: a booking id, a user id. */
  subject: string;
  /** JSON text. */
  before: string | null;
  after: string | null;
}

/** The weekly slot template: one row per weekday (0 = Sunday); times are India `HH:MM`. */
export interface ScheduleDaysTable {
  weekday: number;
  open: number;
  first_start: string;
  /** The start of the day's last slot. */
  last_entry: string;
  slot_minutes: number;
  capacity: number;
  updated_at: string;
}

/** A day the trust closed (the last Tuesday of a month is closed by rule, never a row). */
export interface ClosuresTable {
  date: string;
  reason: string;
  closed_at: string;
  closed_by: string | null;
  /** How many bookings the closure cancelled. */
  cancelled: number;
  /** JSON array of slot ids closed one by one before the day closed; they stay closed on reopening. */
  slots_closed_before: string;
}

export interface VerificationsTable {
  id: string;
  user_id: string;
  country_code: string;
  mobile: string;
  keyword: string;
  send_to: string;
  created_at: string;
  expires_at: string;
  verified_at: string | null;
  used_by_booking_id: string | null;
  check_count: Generated<number>;
}

export interface SmsInboxTable {
  id: string;
  provider: string;
  external_id: string | null;
  /** Sender as digits with country code, no `+`. */
  sender: string;
  text: string;
  received_at: string;
  stored_at: string;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  /** Null when the mail is rendered from `template` (decision 0035). */
  text_body: string | null;
  html_body: string | null;
  /** JSON array of `{filename, contentType, content}` or null. */
  attachments: string | null;
  /** The kind of mail whose bodies are rendered from `template_data` when sent or shown. */
  template: string | null;
  /** JSON: what the template needs. */
  template_data: string | null;
  status: Generated<string>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** When the mail worker may try again; null once sent, kept locally or given up. */
  next_attempt_at: string | null;
  /** The booking the mail is about, for the booking's log; null for other mail. */
  booking_id: string | null;
}

export interface FeedbackTable {
  booking_id: string;
  user_id: string;
  /** JSON of the answers. */
  answers: string;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  /** Milliseconds since the epoch at which the current window started. */
  window_started_at: number;
}

/** Seats held for a visitor until `expires_at`; an offer when `waitlist_id` is set. */
export interface HoldsTable {
  id: string;
  user_id: string;
  slot_id: string;
  seats: number;
  created_at: string;
  expires_at: string;
  waitlist_id: string | null;
}

export type WaitlistState = 'waiting' | 'offered' | 'passed' | 'booked';

/** A visitor waiting for seats in a full slot. */
export interface WaitlistTable {
  id: string;
  user_id: string;
  slot_id: string;
  seats: number;
  created_at: string;
  state: WaitlistState;
  /** 1 while waiting or offered, NULL after (one active entry per visitor and slot). */
  active: number | null;
  /** The site the visitor joined from; the offer mail links there. */
  link_base: string;
  /** The language the visitor joined in (migration 0016), for the offer mail; null on older rows. */
  language: Generated<string | null>;
}

/** A booking's reminder the day before, sent once (decision 0055). */
export interface RemindersSentTable {
  booking_id: string;
  sent_at: string;
}

/** A message to visitors, queued once per booking (decision 0056). */
export interface MessageMailsTable {
  message_key: string;
  booking_id: string;
  queued_at: string;
}

export interface Database {
  slots: SlotsTable;
  bookings: BookingsTable;
  booking_people: BookingPeopleTable;
  booking_events: BookingEventsTable;
  verifications: VerificationsTable;
  sms_inbox: SmsInboxTable;
  mail_outbox: MailOutboxTable;
  reminders_sent: RemindersSentTable;
  message_mails: MessageMailsTable;
  feedback: FeedbackTable;
  rate_limits: RateLimitsTable;
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  auth_tokens: AuthTokensTable;
  audit_log: AuditLogTable;
  two_factor: TwoFactorTable;
  schedule_days: ScheduleDaysTable;
  closures: ClosuresTable;
  holds: HoldsTable;
  waitlist: WaitlistTable;
}

export const APP_TABLES: readonly (keyof Database)[] = [
  'slots',
  'bookings',
  'booking_people',
  'booking_events',
  'verifications',
  'sms_inbox',
  'mail_outbox',
  'reminders_sent',
  'message_mails',
  'feedback',
  'rate_limits',
  'users',
  'sessions',
  'accounts',
  'auth_tokens',
  'audit_log',
  'two_factor',
  'schedule_days',
  'closures',
  'holds',
  'waitlist',
];
