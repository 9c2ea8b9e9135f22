import { useEffect, useState } from 'react';
import { loadServiceProvider, type ServiceProvider } from '../api/service-provider.ts';
import { navigate } from '../app/router.ts';
import { TopBar } from '../components/TopBar.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import de, { type StatementKey, type StatementTexts } from '../i18n/statement/de.ts';
import { loadStatementTexts } from '../i18n/statement/load.ts';
import { startPath, useSession } from '../session/session-store.ts';

/** Where the statement's back button leads when the guest did not come from a screen of the app (see Footer). */
function cameFrom(): string | null {
  const from: unknown = (window.history.state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/order/') ? from : null;
}

const NO_PROVIDER: ServiceProvider = {
  appName: null,
  companyName: null,
  appStreet: null,
  appZipCode: null,
  appCity: null,
  email: null,
  phone: null,
  website: null,
};

const MEASURES: StatementKey[] = [
  'measureKeyboard',
  'measureFocus',
  'measureLanguages',
  'measureZoom',
  'measureMotion',
  'measureAllergens',
];

const ENFORCEMENT_URL = 'https://www.sozialministeriumservice.at';

/** The statement's texts in the guest's language: German at once, another language once its chunk is there. */
function useStatementTexts(): StatementTexts | null {
  const { language } = useI18n();
  const [loaded, setLoaded] = useState<StatementTexts | null>(null);
  useEffect(() => {
    let current = true;
    loadStatementTexts(language).then(
      (texts) => current && setLoaded(texts),
      () => current && setLoaded(de),
    );
    return () => {
      current = false;
    };
  }, [language]);
  // Switching languages keeps the texts shown until the new ones are there.
  return language === 'de' ? de : loaded;
}

/** The restaurant's name, address and contact; NO_PROVIDER when the server could not say. */
function useServiceProvider(): ServiceProvider | null {
  const [provider, setProvider] = useState<ServiceProvider | null>(null);
  useEffect(() => {
    let current = true;
    loadServiceProvider().then(
      (loaded) => current && setProvider(loaded),
      () => current && setProvider(NO_PROVIDER),
    );
    return () => {
      current = false;
    };
  }, []);
  return provider;
}

/**
 * The accessibility statement (Barrierefreiheitserklärung, BaFG and Directive (EU) 2019/882) at
 * /order/barrierefreiheit: open to anyone, with or without a session; filled in with the restaurant's name,
 * address and contact from GET /app-metadata/provider (what is not set is left out).
 */
export default function AccessibilityPage() {
  const { t } = useI18n();
  const session = useSession();
  const texts = useStatementTexts();
  const provider = useServiceProvider();

  // Back where the guest came from (the footer's link keeps it); opened directly: the session's screens, else the start.
  const back = () => {
    if (cameFrom()) window.history.back();
    else navigate(session ? '/choose' : startPath());
  };

  return (
    <>
      <TopBar
        start={
          <button type="button" className="icon-button" aria-label={t('app.back')} onClick={back}>
            <span aria-hidden="true" className="flip-in-rtl">
              ‹
            </span>
          </button>
        }
      />
      <main className="page statement-page">
        {texts && provider ? <Statement texts={texts} provider={provider} /> : <p role="status">{t('app.loading')}</p>}
      </main>
    </>
  );
}

function Statement({ texts, provider }: { texts: StatementTexts; provider: ServiceProvider }) {
  const s = (key: StatementKey) => texts[key];
  const name = provider.appName ?? provider.companyName;
  const company = provider.companyName !== name ? provider.companyName : null;
  const place = [provider.appZipCode, provider.appCity].filter(Boolean).join(' ');
  const { email, phone, website } = provider;
  const [introBefore, introAfter = ''] = texts.intro.split('{name}');
  const hasContact = Boolean(name || company || provider.appStreet || place || email || phone || website);

  return (
    <>
      <h1>{s('title')}</h1>
      <p>
        {/* The name isolated: a Latin name in an Arabic sentence (or the other way round) keeps its order. */}
        {introBefore}
        <bdi>{name ?? s('someRestaurant')}</bdi>
        {introAfter}
      </p>

      <h2>{s('complianceTitle')}</h2>
      <p>{s('compliance')}</p>
      <h3>{s('gapsTitle')}</h3>
      <ul>
        <li>{s('gapMenuTexts')}</li>
        <li>{s('gapImages')}</li>
      </ul>

      <h2>{s('measuresTitle')}</h2>
      <ul>
        {MEASURES.map((key) => (
          <li key={key}>{s(key)}</li>
        ))}
      </ul>

      <h2>{s('preparationTitle')}</h2>
      <p>{s('preparation')}</p>

      <h2>{s('contactTitle')}</h2>
      <p>{email || phone ? s('contactIntro') : s('contactStaff')}</p>
      {hasContact && (
        <address className="statement-contact">
          {name && <strong dir="auto">{name}</strong>}
          {company && <span dir="auto">{company}</span>}
          {provider.appStreet && <span dir="auto">{provider.appStreet}</span>}
          {place && <span dir="auto">{place}</span>}
          {email && (
            <span>
              {s('email')}:{' '}
              <a dir="ltr" href={`mailto:${email}`}>
                {email}
              </a>
            </span>
          )}
          {phone && (
            <span>
              {s('phone')}:{' '}
              <a dir="ltr" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                {phone}
              </a>
            </span>
          )}
          {website && (
            <span>
              {s('website')}:{' '}
              <a dir="ltr" href={/^https?:\/\//i.test(website) ? website : `https://${website}`}>
                {website}
              </a>
            </span>
          )}
        </address>
      )}

      <h2>{s('enforcementTitle')}</h2>
      <p>{s('enforcement')}</p>
      <p>
        <a className="statement-link" href={ENFORCEMENT_URL}>
          {s('enforcementLink')}
        </a>
      </p>
    </>
  );
}
