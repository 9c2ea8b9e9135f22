import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyDirection, I18nProvider } from '../i18n/i18n.tsx';
import { clearSession } from '../session/session-store.ts';
import { fakeApi, renderScreen, storeSession } from '../test-utils.tsx';
import AccessibilityPage from './AccessibilityPage.tsx';

const PROVIDER = 'GET /api/app-metadata/provider';
const FULL = {
  appName: 'Gasthaus Zum Tischlein',
  companyName: 'Tischlein Gastro GmbH',
  appStreet: 'Hauptplatz 1',
  appZipCode: '8010',
  appCity: 'Graz',
  email: 'hallo@tischlein.test',
  phone: '+43 316 12 34',
  website: 'tischlein.test',
};
const NOTHING = Object.fromEntries(Object.keys(FULL).map((key) => [key, null]));

beforeEach(() => window.history.replaceState(null, '', '/order/barrierefreiheit'));
afterEach(() => {
  vi.unstubAllGlobals();
  applyDirection('de');
});

/** The statement, once the restaurant's data is there. */
async function statement() {
  await screen.findByRole('heading', { level: 1, name: 'Barrierefreiheitserklärung' });
  return screen.getByRole('main');
}

describe('AccessibilityPage', () => {
  it('names the restaurant, its address and contact, with mailto, tel and web links', async () => {
    vi.stubGlobal('fetch', fakeApi({ [PROVIDER]: [200, FULL] }));
    renderScreen(<AccessibilityPage />);
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe('Lädt…');
    const main = await statement();

    expect(main.textContent).toContain(
      'Gasthaus Zum Tischlein bietet diese Bestell-App an und ist bemüht, sie im Einklang mit dem Barrierefreiheitsgesetz (BaFG) und der Richtlinie (EU) 2019/882 barrierefrei zugänglich zu machen. Diese Erklärung gilt für die Bestell-App für Gäste (Speisekarte, Warenkorb, Bestellung).',
    );
    expect(screen.getByText('Fällt dir eine Barriere auf? Schreib uns oder ruf an:')).toBeTruthy();
    const contact = main.querySelector('address')!;
    expect([...contact.children].map((line) => line.textContent)).toEqual([
      'Gasthaus Zum Tischlein',
      'Tischlein Gastro GmbH',
      'Hauptplatz 1',
      '8010 Graz',
      'E-Mail: hallo@tischlein.test',
      'Telefon: +43 316 12 34',
      'Website: tischlein.test',
    ]);
    const link = (name: string) => within(contact).getByRole('link', { name }).getAttribute('href');
    expect(link('hallo@tischlein.test')).toBe('mailto:hallo@tischlein.test');
    expect(link('+43 316 12 34')).toBe('tel:+433161234');
    expect(link('tischlein.test')).toBe('https://tischlein.test');
    expect(screen.queryByText(/Personal vor Ort/)).toBeNull();
  });

  it('has the German headings, lists and texts verbatim', async () => {
    vi.stubGlobal('fetch', fakeApi({ [PROVIDER]: [200, FULL] }));
    renderScreen(<AccessibilityPage />);
    const main = await statement();

    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Stand der Vereinbarkeit', 'Was wir tun', 'Erstellung dieser Erklärung', 'Feedback und Kontakt', 'Durchsetzungsverfahren']);
    expect(within(main).getByRole('heading', { level: 3 }).textContent).toBe('Nicht barrierefreie Inhalte');
    const lists = within(main)
      .getAllByRole('list')
      .map((list) =>
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      );
    expect(lists).toEqual([
      [
        'Texte der Speisekarte (Namen, Beschreibungen) stammen vom Restaurant; wo keine Übersetzung hinterlegt ist, erscheinen sie auf Deutsch.',
        'Bilder der Gerichte haben keine eigene Textbeschreibung; Name und Beschreibung des Gerichts stehen daneben.',
      ],
      [
        'Bedienung vollständig mit Tastatur und Screenreader',
        'Sichtbarer Fokus, Schaltflächen mindestens 24 × 24 Pixel',
        'Helles und dunkles Design, acht Sprachen, Arabisch von rechts nach links',
        'Vergrößerung auf 200 % ohne seitliches Scrollen',
        'Weniger Bewegung, wenn das Gerät darum bittet',
        'Allergene als Text und als Filter, nicht nur durch Farbe',
      ],
    ]);
    for (const text of [
      'Die App ist mit den Konformitätsstufen A und AA der Web Content Accessibility Guidelines (WCAG) 2.1 bzw. der EN 301 549 weitgehend vereinbar.',
      'Diese Erklärung wurde auf Grundlage einer Selbstbewertung erstellt; geprüft wird bei jeder Änderung der App automatisch mit axe-core und einer Bestellung nur mit der Tastatur.',
      'Wenn du mit unserer Antwort nicht zufrieden bist, kannst du dich an das Sozialministeriumservice wenden, die Marktüberwachungsbehörde nach dem BaFG:',
    ]) {
      expect(within(main).getByText(text).tagName).toBe('P');
    }
    expect(within(main).getByRole('link', { name: 'Sozialministeriumservice' }).getAttribute('href')).toBe(
      'https://www.sozialministeriumservice.at',
    );
  });

  it('leaves out what the restaurant has not set, and names it by its company when it has no app name', async () => {
    vi.stubGlobal('fetch', fakeApi({ [PROVIDER]: [200, { ...NOTHING, companyName: 'Tischlein Gastro GmbH', phone: '0316 1234' }] }));
    renderScreen(<AccessibilityPage />);
    const main = await statement();

    expect(main.textContent).toContain('Tischlein Gastro GmbH bietet diese Bestell-App an');
    const contact = main.querySelector('address')!;
    expect([...contact.children].map((line) => line.textContent)).toEqual(['Tischlein Gastro GmbH', 'Telefon: 0316 1234']);
    expect(
      within(contact)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['tel:03161234']);
    expect(main.textContent).not.toMatch(/null|undefined|E-Mail|Website/);
    expect(screen.getByText('Fällt dir eine Barriere auf? Schreib uns oder ruf an:')).toBeTruthy();
  });

  it('sends the guest to the staff when there is neither e-mail nor phone', async () => {
    vi.stubGlobal('fetch', fakeApi({ [PROVIDER]: [200, { ...NOTHING, appName: 'Zum Tischlein', website: 'https://tischlein.test/' }] }));
    renderScreen(<AccessibilityPage />);
    const main = await statement();

    expect(screen.getByText('Fällt dir eine Barriere auf? Bitte wende dich an das Personal vor Ort.')).toBeTruthy();
    expect(screen.queryByText(/Schreib uns/)).toBeNull();
    const contact = main.querySelector('address')!;
    expect(within(contact).getByRole('link', { name: 'https://tischlein.test/' }).getAttribute('href')).toBe('https://tischlein.test/');
  });

  it('still shows the statement, with a neutral name and the staff, when the request fails', async () => {
    vi.stubGlobal('fetch', fakeApi({ [PROVIDER]: [500, { message: 'kaputt' }] }));
    renderScreen(<AccessibilityPage />);
    const main = await statement();

    expect(main.textContent).toContain('Dieses Restaurant bietet diese Bestell-App an');
    expect(screen.getByText('Fällt dir eine Barriere auf? Bitte wende dich an das Personal vor Ort.')).toBeTruthy();
    expect(main.querySelector('address')).toBeNull();
    expect(
      within(main)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://www.sozialministeriumservice.at']);
  });

  it('is in the guest language, and follows a switch of it', async () => {
    vi.stubGlobal('fetch', fakeApi({ [PROVIDER]: [200, FULL] }));
    render(
      <I18nProvider initial="en">
        <AccessibilityPage />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeTruthy();
    expect(screen.getByText('Email:', { exact: false }).textContent).toBe('Email: hallo@tischlein.test');

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'ar' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'بيان إمكانية الوصول' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toContain('يقدّم Gasthaus Zum Tischlein تطبيق الطلب');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });
});

describe('AccessibilityPage: back', () => {
  it('goes back in the history when the guest came from a screen of the app', async () => {
    vi.stubGlobal('fetch', fakeApi({ [PROVIDER]: [200, FULL] }));
    window.history.replaceState({ from: '/order/menu/FOOD' }, '', '/order/barrierefreiheit');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    renderScreen(<AccessibilityPage />);
    await statement();
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(back).toHaveBeenCalledOnce();
    back.mockRestore();
  });

  it('opened directly: to choose-type with a session, else to the start at the table the guest scanned', async () => {
    vi.stubGlobal('fetch', fakeApi({ [PROVIDER]: [200, FULL], 'GET /api/sessions/s-1/service-calls': [200, []] }));
    storeSession();
    renderScreen(<AccessibilityPage />);
    await statement();
    expect(screen.getByText('Tisch 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(window.location.pathname).toBe('/order/choose');

    window.history.replaceState(null, '', '/order/barrierefreiheit');
    act(() => clearSession());
    expect(screen.queryByText('Tisch 1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(window.location.pathname + window.location.search).toBe('/order/start?table=QR1');
  });
});
