import { useEffect, useRef } from 'react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../shared/languages';
import { apiFetch } from '../lib/api';
import { chooseLanguage, useTexts } from '../lib/i18n';
import { useSession } from '../lib/session';

/**
 * The header's language menu, each language named in itself. A choice shows at once, is
 * remembered on the device (a cookie the server reads to send pages in it) and, for a
 * signed-in visitor, on the account, so that their mails come in it too.
 */
export function LanguageMenu() {
  const { t, language } = useTexts();
  const { user } = useSession();
  const select = useRef<HTMLSelectElement>(null);

  function choose(picked: Language) {
    void chooseLanguage(picked);
    // The page is right either way; an account that missed the change keeps its old language.
    if (user)
      apiFetch('/api/me', { method: 'PATCH', body: JSON.stringify({ locale: picked }) }).catch(
        () => undefined,
      );
  }

  // A language picked in the prerendered page's menu before its script ran: React took the
  // page over without a change event, and the menu still shows that choice. Make it so.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on taking the page over
  useEffect(() => {
    const picked = select.current?.value;
    if (picked !== language && isLanguage(picked)) choose(picked);
  }, []);

  return (
    <label className="language-menu">
      <span className="visually-hidden">{t('shell.language')}</span>
      <select
        ref={select}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) choose(event.target.value);
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
