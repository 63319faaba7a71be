import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as received (MIME). */
  raw: string;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedMail[];
  /** Refuse the next `count` messages with a temporary failure. */
  refuseNext(count: number): void;
  /**
   * Holds the answer to the next message (a slow server): `arrived` settles once its data is
   * in, and nothing is answered until `answer` accepts or refuses it (temporarily).
   */
  holdNext(): HeldMail;
  close(): Promise<void>;
}

export interface HeldMail {
  arrived: Promise<void>;
  answer(outcome: 'accept' | 'refuse'): void;
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let held: { arrived: () => void; outcome: Promise<'accept' | 'refuse'> } | null = null;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const hold = held;
        held = null;
        let refuse = false;
        if (hold) {
          hold.arrived();
          refuse = (await hold.outcome) === 'refuse';
        } else if (refusals > 0) {
          refusals -= 1;
          refuse = true;
        }
        if (refuse) {
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      refusals = count;
    },
    holdNext() {
      let arrived = () => {};
      let answer: (outcome: 'accept' | 'refuse') => void = () => {};
      const outcome = new Promise<'accept' | 'refuse'>((resolve) => {
        answer = resolve;
      });
      const arrival = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      held = { arrived, outcome };
      return { arrived: arrival, answer };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable transfer encoding (soft line breaks and =XX escapes). */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
