import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** JSON text already written out, with its bytes and compressed copies kept beside it (or null: keep none). */
export interface KeptJson {
  json: string;
  copies: Map<Encoding, Buffer> | null;
}

type Encoding = 'br' | 'gzip' | 'identity';

// As @fastify/compress (app.ts) does for answers written on the fly: below 1 KB (here in
// characters; these answers are ASCII) it does not pay.
const THRESHOLD = 1024;
// @fastify/compress's own brotli settings: quick enough to redo after every write.
const BROTLI = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
};
const JSON_TYPE = 'application/json; charset=utf-8';

let lastHeader: string | undefined;
let lastChoice: 'br' | 'gzip' | null = null;

/**
 * br or gzip, whichever the Accept-Encoding header rates higher (br on a tie, as
 * @fastify/compress prefers it); `*` stands for codings it does not name; q=0 refuses. Browsers
 * send the same header on every call, so the last answer is remembered.
 */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (header === lastHeader) return lastChoice;
  const rated = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
    rated.set(name.trim().toLowerCase(), q === undefined ? 1 : Number(q));
  }
  const any = rated.get('*') ?? 0;
  const br = rated.get('br') ?? any;
  const gzip = rated.get('gzip') ?? any;
  const choice = br > 0 && br >= gzip ? 'br' : gzip > 0 ? 'gzip' : null;
  lastHeader = header;
  lastChoice = choice;
  return choice;
}

function bytesOf(json: string, copies: Map<Encoding, Buffer>, encoding: Encoding): Buffer {
  let copy = copies.get(encoding);
  if (!copy) {
    copy =
      encoding === 'br'
        ? brotliCompressSync(json, BROTLI)
        : encoding === 'gzip'
          ? gzipSync(json)
          : Buffer.from(json);
    copies.set(encoding, copy);
  }
  return copy;
}

/**
 * Sends JSON already written out, with the content type (Fastify does not serialise it
 * again). A kept answer goes out as its kept bytes, or as the kept compressed copy the caller
 * accepts: made once per answer, not per call (compressing a 2 KB answer cost more than the
 * rest of the call). @fastify/compress passes on an answer whose Content-Encoding is set, and
 * compresses anything else as before.
 */
export function sendKeptJson(request: FastifyRequest, reply: FastifyReply, kept: KeptJson): void {
  reply.type(JSON_TYPE);
  const { json, copies } = kept;
  const encoding =
    copies && json.length >= THRESHOLD && request.headers['x-no-compression'] === undefined
      ? acceptedEncoding(request.headers['accept-encoding'])
      : null;
  if (!copies) {
    reply.send(json);
    return;
  }
  if (!encoding) {
    // Its bytes, kept too: Node would otherwise encode the text again for every call.
    reply.send(bytesOf(json, copies, 'identity'));
    return;
  }
  reply.header('vary', 'accept-encoding');
  reply.header('content-encoding', encoding);
  reply.send(bytesOf(json, copies, encoding));
}
