import { z } from 'zod';
import { smsWindow } from '../../shared/rules/sms-match';

// Textlocal's inbox API (api.textlocal.in, "Get Messages"): GET <base>/get_messages/ with
// apikey, inbox_id and optional min_time / max_time (Unix seconds), limit, sort_order.

export interface TextlocalSettings {
  apiKey: string;
  inboxId: string;
  baseUrl: string;
}

export interface ProviderSms {
  externalId: string;
  from: string | number;
  text: string;
  receivedAt: string;
}

const TEXTLOCAL_LIMIT = 100;
const TIMEOUT_MS = 5_000;

const textlocalAnswer = z.object({
  status: z.string(),
  messages: z
    .array(
      z.object({
        id: z.union([z.string(), z.number()]),
        number: z.union([z.string(), z.number()]),
        message: z.string(),
        date: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      }),
    )
    .optional(),
  errors: z.array(z.object({ code: z.number().optional(), message: z.string() })).optional(),
});

/** A failure of the provider, worded without the API key or any message content. */
export class SmsProviderError extends Error {}

/** Textlocal India writes local India time: '2026-11-20 10:00:00' → an ISO instant. */
export function textlocalDateToIso(date: string): string {
  return new Date(`${date.replace(' ', 'T')}+05:30`).toISOString();
}

function unixSeconds(instant: Date): number {
  return Math.floor(instant.getTime() / 1000);
}

/** The inbox's messages received within the SMS window around now, newest first. */
export async function fetchTextlocalMessages(settings: TextlocalSettings, now: Date): Promise<ProviderSms[]> {
  const { from, to } = smsWindow(now);
  const url = new URL(`${settings.baseUrl.replace(/\/+$/, '')}/get_messages/`);
  url.search = new URLSearchParams({
    apikey: settings.apiKey,
    inbox_id: settings.inboxId,
    min_time: String(unixSeconds(from)),
    max_time: String(Math.ceil(to.getTime() / 1000)),
    limit: String(TEXTLOCAL_LIMIT),
    sort_order: 'desc',
  }).toString();

  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new SmsProviderError(`textlocal answered HTTP ${response.status}`);
  const parsed = textlocalAnswer.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new SmsProviderError('textlocal answered in an unexpected shape');
  const answer = parsed.data;
  if (answer.status !== 'success') {
    const errors = answer.errors ?? [];
    // An empty window is reported as an error, not as an empty list.
    if (errors.length > 0 && errors.every((error) => /no messages/i.test(error.message))) return [];
    const codes = errors.map((error) => error.code ?? '?').join(',');
    throw new SmsProviderError(`textlocal refused the request (error codes ${codes || 'none'})`);
  }
  return (answer.messages ?? []).map((sms) => ({
    externalId: String(sms.id),
    from: sms.number,
    text: sms.message,
    receivedAt: textlocalDateToIso(sms.date),
  }));
}
