import https from 'node:https';
import { signBody } from '../../../src/server/sms/webhook-signature';
import { decodeQuotedPrintable, type SmtpTestServer } from '../../../src/test/smtp-test-server';
import { type Caddy, VISITOR_HOST, waitFor } from './stack';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: the API's answers of many shapes, read by the test
  json(): any;
}

/**
 * An HTTPS request to Caddy as a browser would make it to `host` on port 443: the TLS name
 * and Host header are the site's, the certificate is checked against Caddy's CA.
 */
export function request(
  caddy: Caddy,
  options: {
    host?: string;
    method?: string;
    path: string;
    cookie?: string;
    body?: unknown;
    headers?: Record<string, string>;
  },
): Promise<Answer> {
  const host = options.host ?? VISITOR_HOST;
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const call = https.request(
      {
        host: '127.0.0.1',
        port: caddy.httpsPort,
        servername: host,
        ca: caddy.ca,
        method: options.method ?? 'GET',
        path: options.path,
        headers: {
          host,
          ...(body !== undefined ? { 'content-type': 'application/json', origin: `https://${host}` } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text,
            json: () => JSON.parse(text),
          }),
        );
      },
    );
    call.once('error', reject);
    call.end(body);
  });
}

/** The cookies a response sets, as the next request's Cookie header. */
export function cookiesOf(answer: Answer): string {
  const lines = answer.headers['set-cookie'] ?? [];
  return (Array.isArray(lines) ? lines : [lines]).map((line) => line.split(';')[0]).join('; ');
}

/** Signs in through Caddy with the link mailed over SMTP; returns the answer that set the session. */
export async function signInThroughCaddy(caddy: Caddy, smtp: SmtpTestServer, email: string) {
  const before = smtp.received.length;
  const asked = await request(caddy, {
    method: 'POST',
    path: '/api/accounts/sign-in-link/request',
    body: { email },
  });
  if (asked.status !== 200) throw new Error(`sign-in link: ${asked.status} ${asked.body}`);
  const token = await waitFor('the sign-in mail', async () => {
    const mail = smtp.received.slice(before).find((message) => message.to.includes(email));
    return mail ? /[?&]token=([\w-]+)/.exec(decodeQuotedPrintable(mail.raw))?.[1] : undefined;
  });
  const finished = await request(caddy, {
    method: 'POST',
    path: '/api/accounts/sign-in-link',
    body: { token, email },
  });
  if (finished.status !== 200) throw new Error(`sign-in: ${finished.status} ${finished.body}`);
  return finished;
}

/** Proves a mobile number as a visitor does: asks for a keyword, the gateway relays the SMS. */
export async function verifyMobile(caddy: Caddy, cookie: string, webhookSecret: string): Promise<string> {
  const started = await request(caddy, {
    method: 'POST',
    path: '/api/verifications',
    cookie,
    body: { countryCode: '91', mobile: '9876543210' },
  });
  if (started.status !== 201) throw new Error(`verification: ${started.status} ${started.body}`);
  const { id, keyword } = started.json();
  const sms = JSON.stringify({
    from: '+919876543210',
    text: keyword,
    receivedAt: new Date().toISOString(),
    id: `gw-${id}`,
  });
  const relayed = await request(caddy, {
    method: 'POST',
    path: '/api/sms/inbound',
    body: sms,
    headers: { 'content-type': 'application/json', 'x-signature': signBody(webhookSecret, sms) },
  });
  if (relayed.status !== 200) throw new Error(`inbound SMS: ${relayed.status} ${relayed.body}`);
  const checked = await request(caddy, {
    method: 'POST',
    path: `/api/verifications/${id}/check`,
    cookie,
    body: {},
  });
  if (checked.status !== 200) throw new Error(`check: ${checked.status} ${checked.body}`);
  return id;
}
