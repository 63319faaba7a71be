import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewInboundSms {
  provider: string;
  /** The provider's id of the message, when it gives one. */
  externalId: string | null;
  /** Digits with country code, no '+'. */
  sender: string;
  text: string;
  receivedAt: string;
  storedAt: string;
}

/**
 * Stores messages in one statement, each once per provider id; returns how many were new
 * (those already stored are skipped).
 */
export async function storeInboundSms(db: Db, messages: NewInboundSms[]): Promise<number> {
  if (messages.length === 0) return 0;
  const result = await db
    .insertInto('sms_inbox')
    .values(
      messages.map((sms) => ({
        id: randomUUID(),
        provider: sms.provider,
        external_id: sms.externalId,
        sender: sms.sender,
        text: sms.text,
        received_at: sms.receivedAt,
        stored_at: sms.storedAt,
      })),
    )
    .onConflict((conflict) => conflict.columns(['provider', 'external_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Messages from one sender received between two instants (both included), newest first. */
export function findSmsFromSender(db: Db, sender: string, from: string, to: string) {
  return db
    .selectFrom('sms_inbox')
    .select(['sender', 'text', 'received_at as receivedAt'])
    .where('sender', '=', sender)
    .where('received_at', '>=', from)
    .where('received_at', '<=', to)
    .orderBy('received_at', 'desc')
    .limit(100)
    .execute();
}
