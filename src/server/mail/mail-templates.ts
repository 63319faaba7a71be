export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text, e.g. an .ics calendar entry. */
  content: string;
}

/** What a template renders when its mail is sent or shown. */
export interface MailBody {
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/**
 * A kind of mail queued inside a transaction. The outbox keeps its data, not its text
 * (decision 0035): the subject is written at once (the mailbox lists it), the bodies are
 * rendered from the data when the mail is sent or shown. `queuedAt` is when it was queued.
 */
export interface MailTemplate<Data> {
  subject(data: Data): string;
  body(data: Data, queuedAt: Date): MailBody;
}

/** The templates the app registered, by name; each name once. */
export function createMailTemplates() {
  const templates = new Map<string, MailTemplate<never>>();
  return {
    add<Data>(name: string, template: MailTemplate<Data>): void {
      if (templates.has(name)) throw new Error(`The mail template ${name} is registered twice.`);
      templates.set(name, template as MailTemplate<never>);
    },

    /** The bodies of a queued mail; throws when no template of that name is registered. */
    render(name: string, dataJson: string, queuedAt: Date): MailBody {
      const template = templates.get(name);
      if (!template) throw new Error(`No mail template ${name} is registered.`);
      return template.body(JSON.parse(dataJson) as never, queuedAt);
    },
  };
}
