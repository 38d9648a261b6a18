import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n';
import { isLanguage, languageOptions, supportedLanguages } from '../i18n/languages';
import { sendJson } from '../lib/api';
import { isSignedIn } from '../lib/auth';
import { toast } from '../lib/toast';
import { Icon } from './icons';

/** A labelled select; each language is shown in its own name. The choice is remembered. */
export function LanguageSwitcher() {
  // useTranslation re-renders this component when the language changes.
  const { t } = useTranslation();
  const id = useId();

  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="flex items-center text-gray-700">
        <Icon
          d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"
          viewBox="0 0 24 24"
          circle={[12, 12, 9]}
        />
        <span className="sr-only">{t('language.label')}</span>
      </label>
      <select
        id={id}
        name="language"
        data-testid="language-select"
        value={currentLanguage()}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          changeLanguage(next).then(
            () => {
              // The account keeps the choice, so later e-mails come in this language too.
              if (isSignedIn())
                sendJson('PUT', '/api/me/language', { language: next }).catch(() => undefined);
            },
            () => toast({ title: t('language.loadFailed'), variant: 'destructive' }),
          );
        }}
        className="min-h-11 rounded-lg border-2 border-gray-600 bg-white px-2 py-1 text-base text-gray-900"
      >
        {supportedLanguages.map((language) => (
          <option
            key={language}
            value={language}
            lang={language}
            dir={languageOptions[language].dir}
          >
            {languageOptions[language].nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
