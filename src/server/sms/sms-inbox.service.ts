import type { Kysely } from 'kysely';
import { normaliseSender } from '../../shared/rules/mobile';
import { type ChallengeToMatch, findProvingSms, smsWindow } from '../../shared/rules/sms-match';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { findSmsFromSender, storeInboundSms } from './sms-inbox.repository';
import { fetchTextlocalMessages, type TextlocalSettings } from './textlocal';

export type SmsProvider = Config['site']['sms']['provider'];

export interface ReceivedSms {
  provider: SmsProvider;
  externalId?: string | null;
  /** As the sender wrote it: '+919876543210', '919876543210'. */
  from: string | number;
  text: string;
  /** ISO instant; now when the provider does not say. */
  receivedAt?: string;
}

export interface SmsInboxOptions {
  db: Kysely<Database>;
  clock: () => Date;
  /** Set exactly when the provider is textlocal (loadConfig sees to it). */
  textlocal: TextlocalSettings | undefined;
}

/**
 * The stored inbound SMS, whatever brought them in: the webhook and the simulator store
 * messages as they arrive; textlocal is asked (`pull`) only when a check needs it.
 */
export function createSmsInbox({ db, clock, textlocal }: SmsInboxOptions) {
  function toStored(sms: ReceivedSms, now: string) {
    return {
      provider: sms.provider,
      externalId: sms.externalId ?? null,
      sender: normaliseSender(sms.from),
      text: sms.text,
      receivedAt: sms.receivedAt ? new Date(sms.receivedAt).toISOString() : now,
      storedAt: now,
    };
  }

  /** Asks textlocal for the messages around now and stores the new ones in one statement. */
  async function pullTextlocal(settings: TextlocalSettings): Promise<void> {
    const now = clock();
    const messages = await fetchTextlocalMessages(settings, now);
    const iso = now.toISOString();
    await storeInboundSms(
      db,
      messages.map((sms) => toStored({ ...sms, provider: 'textlocal' }, iso)),
    );
  }

  return {
    /** Stores a pushed message; false when that message was already stored. */
    async receive(sms: ReceivedSms): Promise<boolean> {
      return (await storeInboundSms(db, [toStored(sms, clock().toISOString())])) === 1;
    },

    /** Only for a polling provider, whose new messages must be asked for rather than waited for. */
    pull: textlocal ? () => pullTextlocal(textlocal) : undefined,

    /** The stored message that proves the challenge's number at `now`, if any. */
    async findProving(challenge: ChallengeToMatch, now: Date) {
      const { from, to } = smsWindow(now);
      const candidates = await findSmsFromSender(
        db,
        challenge.senderDigits,
        from.toISOString(),
        to.toISOString(),
      );
      return findProvingSms(candidates, challenge, now);
    },
  };
}

export type SmsInbox = ReturnType<typeof createSmsInbox>;
