import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { organisation } from '../../lib/environment';
import { type Translate, useTexts } from '../../lib/i18n';
import { LoadError } from '../../lib/load-error';
import { richText } from '../../lib/rich-text';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSite } from './get-site';
import './privacy.css';

/**
 * /privacy-policy: what the booking site keeps about visitors, why, for how long (the
 * server's PURGE_AFTER_DAYS), who sees it and how to delete it, in plain words.
 */
export function PrivacyPolicyPage() {
  const { t } = useTexts();
  usePageMeta({
    title: t('privacy.title'),
    description: t('privacy.description'),
    keywords: ['privacy', 'personal data', 'delete account', 'DPDP Act'],
  });
  const site = useSite();

  return (
    <div className="page privacy-page">
      <h1>{t('privacy.title')}</h1>
      <p className="privacy-lead">
        {t('privacy.lead', { trust: organisation.trustName, place: organisation.name })}
      </p>
      {site.isPending && <p role="status">{t('common.loading')}</p>}
      {site.isError && <LoadError error={site.error} onRetry={() => site.refetch()} />}
      {site.isSuccess && <PolicyText t={t} purgeAfterDays={site.data.purgeAfterDays} />}
    </div>
  );
}

const strong = (text: string) => <strong>{text}</strong>;

/** A section of the policy: its heading, then its paragraphs and lists. */
function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

function List({ items }: { items: ReactNode[] }) {
  return (
    <ul>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of texts, which never moves
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

function PolicyText({ t, purgeAfterDays }: { t: Translate; purgeAfterDays: number }) {
  return (
    <>
      <Section id="privacy-what" heading={t('privacy.what')}>
        <List
          items={[
            richText(t('privacy.what.account'), [strong]),
            richText(t('privacy.what.booking'), [strong]),
            richText(t('privacy.what.mobile'), [strong]),
            richText(t('privacy.what.feedback'), [strong]),
            richText(t('privacy.what.cookies'), [strong]),
          ]}
        />
      </Section>

      <Section id="privacy-why" heading={t('privacy.why')}>
        <List
          items={[
            t('privacy.why.documents'),
            t('privacy.why.birthDates'),
            t('privacy.why.mobile'),
            t('privacy.why.email'),
            t('privacy.why.figures'),
          ]}
        />
      </Section>

      <Section id="privacy-how-long" heading={t('privacy.howLong')}>
        <List
          items={[
            richText(t('privacy.howLong.erased', { days: purgeAfterDays }), [strong]),
            t('privacy.howLong.sms'),
            t('privacy.howLong.mails'),
            t('privacy.howLong.account'),
          ]}
        />
      </Section>

      <Section id="privacy-who" heading={t('privacy.who')}>
        <List
          items={[
            t('privacy.who.you'),
            t('privacy.who.ticketLink'),
            t('privacy.who.reception'),
            t('privacy.who.admins'),
          ]}
        />
        <p>{t('privacy.who.noSale')}</p>
      </Section>

      <Section id="privacy-delete" heading={t('privacy.delete')}>
        <p>
          {richText(t('privacy.delete.how', { home: t('home.heading') }), [
            (text) => <Link to="/">{text}</Link>,
            strong,
            strong,
          ])}
        </p>
        <List items={[t('privacy.delete.cancelled'), t('privacy.delete.erased'), t('privacy.delete.kept')]} />
        <p>{t('privacy.delete.again')}</p>
      </Section>

      <Section id="privacy-contact" heading={t('privacy.questions')}>
        <p>
          {richText(t('privacy.questions.write', { email: organisation.email }), [
            (text) => <a href={`mailto:${organisation.email}`}>{text}</a>,
          ])}
        </p>
      </Section>
    </>
  );
}
