import { describe, expect, it } from 'vitest';
import { saidIn } from './said';
import { SCHEMA_MESSAGES, schemaMessage } from './schema-messages';

describe("the schemas' refusals in the server's catalog", () => {
  it.each(SCHEMA_MESSAGES)('"%s" is its message\'s English, word for word', (english, said) => {
    expect(saidIn(said, 'en')).toBe(english);
    expect(saidIn(said, 'hi')).not.toBe(english);
  });

  it('leaves other words (staff forms, zod) alone', () => {
    expect(schemaMessage('Give a reason')).toBeUndefined();
  });
});
