// Reading a message as an SMTP server received it (MIME, RFC 2045–2047), so that a test can
// compare what a mail client would show: the subject, each part's text and the attachments,
// decoded from their transfer encodings into UTF-8. Just what nodemailer writes; no library
// of the project reads mail.

export interface MimePart {
  headers: Map<string, string>;
  /** The part's content, decoded (text as UTF-8). */
  body: string;
}

export interface ReadMail {
  subject: string;
  /** The leaf parts in order: text/plain, text/html, attachments. */
  parts: MimePart[];
  part(contentType: string): MimePart | undefined;
}

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return { head: raw, body: '' };
  const gap = raw.slice(at).match(/^\r?\n\r?\n/)?.[0].length ?? 2;
  return { head: raw.slice(0, at), body: raw.slice(at + gap) };
}

function headersOf(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  // A line starting with white space continues the header before it.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return quotedPrintableBytes(body).toString('utf8');
    default:
      return body;
  }
}

/** `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=` words (RFC 2047), white space between two words dropped. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintableBytes(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function leafParts(raw: string): MimePart[] {
  const { head, body } = splitHead(raw);
  const headers = headersOf(head);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`);
    // Before the first boundary is the preamble; from the closing `--boundary--` on, the epilogue.
    return sections
      .slice(1)
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => leafParts(section.replace(/^\r?\n/, '')));
  }
  return [{ headers, body: decodeBody(body, headers.get('content-transfer-encoding')) }];
}

export function readMail(raw: string): ReadMail {
  const { head } = splitHead(raw);
  const parts = leafParts(raw);
  return {
    subject: decodeEncodedWords(headersOf(head).get('subject') ?? ''),
    parts,
    part: (contentType) =>
      parts.find((part) => (part.headers.get('content-type') ?? '').toLowerCase().startsWith(contentType)),
  };
}
