import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../shared/rules/clock';
import { createAccountDeletion } from './accounts/account-deletion';
import { createAccounts } from './accounts/accounts';
import { adoptAccountLanguage } from './accounts/accounts.repository';
import { resolveAuthSecret } from './accounts/auth-secret';
import { createAuditService } from './audit/audit.service';
import { eraseBookingsOf } from './bookings/account-erasure';
import { createBookingMove } from './bookings/booking-move';
import { createBookingsService } from './bookings/bookings.service';
import { appOriginFor, createConfirmationSender, visitMailContextFor } from './bookings/confirmation-sender';
import { createDoorService } from './bookings/door.service';
import { createOfflineSteps } from './bookings/door-offline-steps';
import { createDoorRoster } from './bookings/door-roster';
import { createDoorSearch } from './bookings/door-search';
import { createFrontDesk } from './bookings/front-desk.service';
import { createFrontDeskMail } from './bookings/front-desk-mail';
import { createVisitorMessages } from './bookings/messages.service';
import { createOccupancy } from './bookings/occupancy';
import { createReminders } from './bookings/reminders.service';
import { createWalkIns } from './bookings/walk-ins.service';
import { createClosuresService } from './closures/closures.service';
import type { Config } from './config';
import { compactCountries, statesOf } from './countries/country-list';
import type { DatabaseHandle } from './db/connect';
import { createFeedbackService } from './feedback/feedback.service';
import { createFeedbackInvitations } from './feedback/feedback-invitation';
import { createReadiness } from './health/readiness';
import { createHoldsService } from './holds/holds.service';
import { createOffers } from './holds/offers';
import { createWaitlistService } from './holds/waitlist.service';
import { createWaitlistAdmin } from './holds/waitlist-admin';
import { createHousekeeping } from './housekeeping/housekeeping';
import { createMailService } from './mail/mail.service';
import { createRateLimiter } from './rate-limits/rate-limits';
import { createExportsService } from './reports/exports.service';
import { createReportsService } from './reports/reports.service';
import { createSeats } from './seats/seats';
import { createSlotLock } from './seats/slot-lock';
import { createScheduleService } from './slots/schedule.service';
import { createSlotsService } from './slots/slots.service';
import { createSlotsAdminService } from './slots/slots-admin.service';
import { createSmsInbox } from './sms/sms-inbox.service';
import { createStaffService } from './staff/staff.service';
import { createStaffWelcomeMail } from './staff/staff-welcome-mail';
import { createVerificationService } from './verification/verification.service';

export interface ServicesContext {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * The composition root's wiring: every service built once from the settings, the database
 * and the clock, each handed what it needs from the others.
 */
export function createServices({ config, database, clock, log }: ServicesContext) {
  const { db } = database;
  const rateLimiter = createRateLimiter({ db, enabled: config.rateLimits, clock });
  const mail = createMailService({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, clock, log });
  const { auth, accounts, sessions, stopAccounts, keptSessions, twoFactor, staffAccess } = createAccounts({
    config,
    database,
    mail,
    limiter: rateLimiter,
    clock,
    log,
  });
  const smsInbox = createSmsInbox({ db, clock, textlocal: config.smsInbox.textlocal });
  const verifications = createVerificationService({
    db,
    clock,
    sms: config.site.sms,
    inbox: smsInbox,
    rateLimiter,
    log,
  });
  const lockSlots = createSlotLock(database.dialect);
  const offers = createOffers({ db, database, clock, config, mail, log, lockSlots });
  const holds = createHoldsService({ db, database, clock, config, offers, lockSlots, limiter: rateLimiter });
  const waitlist = createWaitlistService({
    db,
    database,
    clock,
    config,
    offers,
    lockSlots,
    adoptAccountLanguage,
  });
  // The one owner of slots.booked: every feature that moves seats is handed it.
  const seats = createSeats({ dialect: database.dialect, clock, lockSlots, waitingList: offers, holds });
  const confirmations = createConfirmationSender(mail, config, clock);
  const bookings = createBookingsService({
    db,
    writeTransaction: database.writeTransaction,
    clock,
    lookaheadMinutes: config.schedule.sameDayLookaheadMinutes,
    challenges: verifications,
    confirmations,
    seats,
    adoptAccountLanguage,
  });
  const { writeTransaction } = database;
  const invitations = createFeedbackInvitations({ db, writeTransaction, mail, config, clock });
  const audit = createAuditService({ db, clock });
  const reminders = createReminders({
    db,
    writeTransaction,
    mail,
    config,
    bookings,
    clock,
    secret: resolveAuthSecret(config),
  });
  const schedule = createScheduleService({
    database,
    clock,
    seed: config.schedule,
    audit,
    horizonDays: config.slotHorizonDays,
  });
  const door = createDoorService({
    db,
    writeTransaction,
    clock,
    earlyMinutes: config.doorEarlyMinutes,
    invitations,
    audit,
    seats,
  });
  const doorSearch = createDoorSearch({ db, clock });
  const frontDeskMails = createFrontDeskMail(mail, visitMailContextFor(config));
  const frontDesk = createFrontDesk({
    db,
    writeTransaction,
    clock,
    door,
    doorSearch,
    seats,
    audit,
    confirmations,
    mails: frontDeskMails,
    originOf: appOriginFor(config),
    move: createBookingMove({
      db,
      writeTransaction,
      clock,
      lookaheadMinutes: config.schedule.sameDayLookaheadMinutes,
      seats,
      audit,
      mails: frontDeskMails,
      originOf: appOriginFor(config),
    }),
  });
  return {
    accountDeletion: createAccountDeletion({
      database,
      auth,
      clock,
      eraseBookings: (trx, userId, now) => eraseBookingsOf(trx, seats, userId, now),
    }),
    accounts,
    audit,
    auth,
    bookings,
    /** "Now" for the background jobs (jobs.ts). */
    clock,
    closures: createClosuresService({ database, clock, mail, audit, config, seats }),
    door,
    doorRoster: createDoorRoster({ db, clock, earlyMinutes: config.doorEarlyMinutes }),
    doorSearch,
    exports: createExportsService({ database, clock, audit, countries: compactCountries(), statesOf }),
    frontDesk,
    feedback: createFeedbackService({ db, clock, statesOf }),
    health: createReadiness(db, config.tablePrefix),
    housekeeping: createHousekeeping({
      database,
      purgeAfterDays: config.purgeAfterDays,
      clock,
      log,
      invitations,
      horizon: schedule,
    }),
    holds,
    occupancy: createOccupancy({ db, clock }),
    offers,
    offlineSteps: createOfflineSteps({ db, writeTransaction, clock, audit, door }),
    invitations,
    mail,
    messages: createVisitorMessages({ database, clock, mail, audit, config }),
    rateLimiter,
    reminders,
    reports: createReportsService({ db, clock, countries: compactCountries() }),
    schedule,
    sessions,
    stopAccounts,
    keptSessions,
    slots: createSlotsService({ db, schedule: config.schedule, clock, changeStamp: database.changeStamp }),
    slotsAdmin: createSlotsAdminService({ database, clock, audit, seats }),
    smsInbox,
    staff: createStaffService({ database, clock, audit, welcome: createStaffWelcomeMail(mail, config) }),
    staffAccess,
    twoFactor,
    verifications,
    waitlist,
    walkIns: createWalkIns({ database, clock, audit, seats, door }),
    waitlistAdmin: createWaitlistAdmin({ db, clock }),
  };
}

export type Services = ReturnType<typeof createServices>;
