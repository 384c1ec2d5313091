import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { FALLBACK_LANGUAGE, isLanguage } from '../../core/i18n';
import { $gdprAccountHtml, loadGdprAccountText } from '../../core/stores/account-lists';
import { useLanguage } from '../../widgets/chart/use-language';
import { useT } from '../../widgets/use-t';

/** The GDPR account text in the interface language; nothing when the server has none. */
export function GdprNotice() {
  const t = useT('account');
  const language = useLanguage();
  const text = useStore($gdprAccountHtml);
  useEffect(() => {
    void loadGdprAccountText(isLanguage(language) ? language : FALLBACK_LANGUAGE);
  }, [language]);
  if (text.state !== 'ready' || String(text.data) === '') return null;
  return (
    <section className="gdpr" aria-labelledby="account-privacy">
      <h2 id="account-privacy">{t('information.privacy')}</h2>
      {/* The store holds trustedRichText's output only: line breaks, bold and http(s)/mailto links. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the one DOMPurify adapter */}
      <p className="rich" dangerouslySetInnerHTML={{ __html: text.data }} />
    </section>
  );
}
