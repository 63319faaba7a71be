import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../shared/languages';
import type { Me } from '../../shared/schemas/accounts';
import { apiFetch } from '../lib/api';
import { chooseLanguage, useTexts } from '../lib/i18n';
import { meQueryKey, useSession } from '../lib/session';

/** The account remembers the language too, so that the visitor's mails come in it. */
function saveOnAccount(language: Language): Promise<Me> {
  return apiFetch<Me>('/api/me', { method: 'PATCH', body: JSON.stringify({ locale: language }) });
}

/**
 * The header's language menu, each language named in itself. A choice shows at once,
 * is remembered on the device (a cookie the server reads to send pages in it) and, for a
 * signed-in visitor, on the account. An account whose language differs from the one this
 * device shows takes the device's, the one the visitor reads now.
 */
export function LanguageMenu() {
  const { t, language } = useTexts();
  const { user } = useSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!user || user.locale === language) return;
    saveOnAccount(language).then(
      (me) => queryClient.setQueryData(meQueryKey, me),
      // The account keeps its old language; the page is right either way.
      () => undefined,
    );
  }, [user, language, queryClient]);

  return (
    <label className="language-menu">
      <span className="visually-hidden">{t('shell.language')}</span>
      <select
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
