import { Fragment } from 'react';
import { LoadError } from '../../lib/load-error';
import { usePageMeta } from '../../lib/use-page-meta';
import { useDevMailbox } from './get-dev-mailbox';
import './accounts.css';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** A message's text with its addresses as links. */
function TextWithLinks({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <pre className="dev-mail-text">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text.
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text.
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </pre>
  );
}

/** The local environment's outbox: mail is not delivered locally, so links are read here. */
export function DevMailboxPage() {
  usePageMeta({
    title: 'Dev mailbox',
    description: 'Mail the local server would have sent: sign-in and set-password links, booking mails.',
    keywords: ['dev', 'mailbox', 'local'],
  });
  const mailbox = useDevMailbox();

  return (
    <section className="account-page dev-mailbox" aria-labelledby="dev-mailbox-heading">
      <h1 id="dev-mailbox-heading">Dev mailbox</h1>
      <p>Local environment only. Newest first.</p>
      <button type="button" className="button button-secondary" onClick={() => mailbox.refetch()}>
        Refresh
      </button>
      {mailbox.isPending && <p role="status">Loading...</p>}
      {mailbox.isError && <LoadError error={mailbox.error} onRetry={() => mailbox.refetch()} />}
      {mailbox.data?.messages.length === 0 && <p>No mail yet.</p>}
      {mailbox.data && mailbox.data.messages.length > 0 && (
        <ol className="dev-mail-list">
          {mailbox.data.messages.map((mail) => (
            <li key={mail.id}>
              <article aria-label={mail.subject}>
                <h2>{mail.subject}</h2>
                <p>
                  To <strong>{mail.to}</strong> · {new Date(mail.createdAt).toLocaleString()} · {mail.status}
                  {mail.attempts > 0 ? ` (${mail.attempts} attempts)` : ''}
                </p>
                {mail.lastError && <p className="account-error">{mail.lastError}</p>}
                <TextWithLinks text={mail.text} />
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
