import type { Generated } from 'kysely';

// Row types of the app's own tables, without the configured prefix (the prefix plugin adds
// it). Instants are stored as ISO-8601 UTC text (`2026-11-22T04:00:00.000Z`) so that the same
// migrations and comparisons work on SQLite and PostgreSQL.

export interface SlotsTable {
  /** The slot's start as India date-time text, e.g. `2026-11-22T09:30`. */
  id: string;
  date: string;
  label: string;
  starts_at: string;
  capacity: number;
  booked: Generated<number>;
}

export interface BookingsTable {
  id: string;
  user_id: string;
  slot_id: string;
  date: string;
  slot_label: string;
  people: number;
  /** E.164, e.g. `+919876543210`. */
  mobile: string;
  status: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface BookingPeopleTable {
  booking_id: string;
  position: number;
  name: string;
  gender: string;
  dob: string;
  nationality: string;
  document_number: string;
}

export interface BookingEventsTable {
  id: string;
  booking_id: string;
  from_status: number | null;
  to_status: number;
  by_user_id: string | null;
  at: string;
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
  /** When a check last polled the SMS provider for this challenge (0003). */
  inbox_polled_at: string | null;
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
  text_body: string;
  html_body: string;
  /** JSON array of `{filename, contentType, content}` or null. */
  attachments: string | null;
  status: Generated<string>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
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

export interface Database {
  slots: SlotsTable;
  bookings: BookingsTable;
  booking_people: BookingPeopleTable;
  booking_events: BookingEventsTable;
  verifications: VerificationsTable;
  sms_inbox: SmsInboxTable;
  mail_outbox: MailOutboxTable;
  feedback: FeedbackTable;
  rate_limits: RateLimitsTable;
}

export const APP_TABLES: readonly (keyof Database)[] = [
  'slots',
  'bookings',
  'booking_people',
  'booking_events',
  'verifications',
  'sms_inbox',
  'mail_outbox',
  'feedback',
  'rate_limits',
];
