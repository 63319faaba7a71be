import { Link } from 'react-router';
import { organisation } from '../../lib/environment';
import { LoadError } from '../../lib/load-error';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSite } from './get-site';
import './privacy.css';

/**
 * /privacy-policy: what the booking site keeps about visitors, why, for how long (the
 * server's PURGE_AFTER_DAYS), who sees it and how to delete it, in plain words.
 */
export function PrivacyPolicyPage() {
  usePageMeta({
    title: 'Privacy policy',
    description:
      'What this booking site keeps about you and the people you book for, why, for how long, and how to delete it.',
    keywords: ['privacy', 'personal data', 'delete account', 'DPDP Act'],
  });
  const site = useSite();

  return (
    <div className="page privacy-page">
      <h1>Privacy policy</h1>
      <p className="privacy-lead">
        {organisation.trustName} runs this site to book free visits to {organisation.name}. This page says
        what we keep about you and the people you book for, and what you can do about it.
      </p>
      {site.isPending && <p role="status">Loading…</p>}
      {site.isError && <LoadError error={site.error} onRetry={() => site.refetch()} />}
      {site.isSuccess && <PolicyText purgeAfterDays={site.data.purgeAfterDays} />}
    </div>
  );
}

function PolicyText({ purgeAfterDays }: { purgeAfterDays: number }) {
  return (
    <>
      <section aria-labelledby="privacy-what">
        <h2 id="privacy-what">What we keep</h2>
        <ul>
          <li>
            <strong>Your account:</strong> your e-mail address, the name you asked us to greet you by, and a
            password if you set one (stored only in a scrambled form that cannot be read back).
          </li>
          <li>
            <strong>Each booking:</strong> the date and time slot, and for every visitor their name, gender,
            date of birth, nationality and ID document number (Aadhaar or passport).
          </li>
          <li>
            <strong>Your mobile number,</strong> and the text message you sent to prove it is yours.
          </li>
          <li>
            <strong>Your feedback,</strong> if you choose to give it after a visit.
          </li>
          <li>
            <strong>One cookie</strong> that keeps you signed in. We set no advertising or tracking cookies.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-why">
        <h2 id="privacy-why">Why we keep it</h2>
        <ul>
          <li>
            Names and ID documents let the reception check that the people who arrive are the people booked.
          </li>
          <li>Dates of birth give each visitor's age, so children are shown as children on the ticket.</li>
          <li>
            The mobile number, proven by a text message, keeps one person from taking every seat, and lets the
            reception find a booking if the ticket is lost.
          </li>
          <li>Your e-mail address is how you sign in and how we send your ticket.</li>
          <li>How many people came, and how old they were, helps the trust plan its days.</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-how-long">
        <h2 id="privacy-how-long">How long we keep it</h2>
        <ul>
          <li>
            Dates of birth, ID document numbers and mobile numbers are erased{' '}
            <strong>{purgeAfterDays === 1 ? '1 day' : `${purgeAfterDays} days`} after the visit date</strong>.
            After that a booking keeps the visitors' names, their ages on the day, and how many came.
          </li>
          <li>The text messages we receive are deleted about a day after they arrive.</li>
          <li>Copies of the e-mails we send you are deleted after about a month.</li>
          <li>Your account stays until you delete it.</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-who">
        <h2 id="privacy-who">Who sees it</h2>
        <ul>
          <li>You, when signed in: your bookings in full.</li>
          <li>
            Anyone you share a ticket link with: the visitors' names and ages, and only the last 4 characters
            of each document number. Never a date of birth, never the mobile number.
          </li>
          <li>
            The reception staff at the door: the whole booking, to check the documents of the people arriving.
          </li>
          <li>
            The trust's administrators, who run the site: the same, and the visitor figures. Every step taken
            at the door is recorded with the name of the staff member who took it.
          </li>
        </ul>
        <p>
          We do not sell or share your data. Our e-mail and text message providers carry messages only to
          deliver them. Where the trust has turned them on, some pages show a map, a chat window or a video
          from another service, which then sees that you opened the page.
        </p>
      </section>

      <section aria-labelledby="privacy-delete">
        <h2 id="privacy-delete">Deleting your data</h2>
        <p>
          Sign in, go to <Link to="/">Book your visit</Link>, and under <strong>Your account</strong> choose{' '}
          <strong>Delete my account</strong>, then type your e-mail address to confirm. At once:
        </p>
        <ul>
          <li>bookings still to come are cancelled, and their seats go back for others;</li>
          <li>
            your name, e-mail address and password go, and so do the names, dates of birth, document numbers
            and mobile numbers of everyone you booked for, your feedback and the e-mails we kept for you;
          </li>
          <li>only how many people came on which day is kept, with nothing to say who they were.</li>
        </ul>
        <p>
          You can sign in again later with the same address: it starts a new, empty account. If you work at
          the reception or run the site, an admin first removes your staff role; then you can delete the
          account the same way.
        </p>
      </section>

      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">Questions</h2>
        <p>
          Write to <a href={`mailto:${organisation.email}`}>{organisation.email}</a>. The limits on this page
          follow India's Digital Personal Data Protection Act, 2023: personal data is kept only while it
          serves your visit, and erased when you ask.
        </p>
      </section>
    </>
  );
}
