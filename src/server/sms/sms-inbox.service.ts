import type { Kysely } from 'kysely';
import { normaliseSender } from '../../shared/rules/mobile';
import { type ChallengeToMatch, findProvingSms, smsWindow } from '../../shared/rules/sms-match';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { findSmsFromSender, storeInboundSms } from './sms-inbox.repository';
import { fetchTextlocalMessages } from './textlocal';

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
  provider: SmsProvider;
  secrets: Config['smsInbox'];
}

/**
 * The stored inbound SMS, whatever brought them in: the webhook and the simulator store
 * messages as they arrive; textlocal is asked (`pull`) only when a check needs it.
 */
export function createSmsInbox({ db, clock, provider, secrets }: SmsInboxOptions) {
  async function receive(sms: ReceivedSms): Promise<boolean> {
    const now = clock().toISOString();
    return storeInboundSms(db, {
      provider: sms.provider,
      externalId: sms.externalId ?? null,
      sender: normaliseSender(sms.from),
      text: sms.text,
      receivedAt: sms.receivedAt ? new Date(sms.receivedAt).toISOString() : now,
      storedAt: now,
    });
  }

  return {
    receive,

    /** True when new messages must be asked for rather than waited for. */
    polls: provider === 'textlocal',

    /** Asks a polling provider for the messages around now and stores the new ones. */
    async pull(): Promise<number> {
      if (provider !== 'textlocal' || !secrets.textlocal) return 0;
      const messages = await fetchTextlocalMessages(secrets.textlocal, clock());
      let stored = 0;
      for (const sms of messages) {
        if (await receive({ ...sms, provider: 'textlocal' })) stored += 1;
      }
      return stored;
    },

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
