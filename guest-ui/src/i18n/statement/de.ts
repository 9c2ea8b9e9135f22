/**
 * The accessibility statement (Barrierefreiheitserklärung) of the guest app, in German: the authoritative text.
 * A dictionary of its own, loaded with the statement's page, so its long texts are not part of the first
 * download. Every other language has exactly these keys (statement-texts.test.ts).
 */
const de = {
  title: 'Barrierefreiheitserklärung',
  intro:
    '{name} bietet diese Bestell-App an und ist bemüht, sie im Einklang mit dem Barrierefreiheitsgesetz (BaFG) und der Richtlinie (EU) 2019/882 barrierefrei zugänglich zu machen. Diese Erklärung gilt für die Bestell-App für Gäste (Speisekarte, Warenkorb, Bestellung).',
  someRestaurant: 'Dieses Restaurant',
  complianceTitle: 'Stand der Vereinbarkeit',
  compliance:
    'Die App ist mit den Konformitätsstufen A und AA der Web Content Accessibility Guidelines (WCAG) 2.1 bzw. der EN 301 549 weitgehend vereinbar.',
  gapsTitle: 'Nicht barrierefreie Inhalte',
  gapMenuTexts:
    'Texte der Speisekarte (Namen, Beschreibungen) stammen vom Restaurant; wo keine Übersetzung hinterlegt ist, erscheinen sie auf Deutsch.',
  gapImages: 'Bilder der Gerichte haben keine eigene Textbeschreibung; Name und Beschreibung des Gerichts stehen daneben.',
  measuresTitle: 'Was wir tun',
  measureKeyboard: 'Bedienung vollständig mit Tastatur und Screenreader',
  measureFocus: 'Sichtbarer Fokus, Schaltflächen mindestens 24 × 24 Pixel',
  measureLanguages: 'Helles und dunkles Design, acht Sprachen, Arabisch von rechts nach links',
  measureZoom: 'Vergrößerung auf 200 % ohne seitliches Scrollen',
  measureMotion: 'Weniger Bewegung, wenn das Gerät darum bittet',
  measureAllergens: 'Allergene als Text und als Filter, nicht nur durch Farbe',
  preparationTitle: 'Erstellung dieser Erklärung',
  preparation:
    'Diese Erklärung wurde auf Grundlage einer Selbstbewertung erstellt; geprüft wird bei jeder Änderung der App automatisch mit axe-core und einer Bestellung nur mit der Tastatur.',
  contactTitle: 'Feedback und Kontakt',
  contactIntro: 'Fällt dir eine Barriere auf? Schreib uns oder ruf an:',
  /** Instead of contactIntro when the restaurant has given neither an e-mail address nor a phone number. */
  contactStaff: 'Fällt dir eine Barriere auf? Bitte wende dich an das Personal vor Ort.',
  email: 'E-Mail',
  phone: 'Telefon',
  website: 'Website',
  enforcementTitle: 'Durchsetzungsverfahren',
  enforcement:
    'Wenn du mit unserer Antwort nicht zufrieden bist, kannst du dich an das Sozialministeriumservice wenden, die Marktüberwachungsbehörde nach dem BaFG:',
  enforcementLink: 'Sozialministeriumservice',
};

export type StatementKey = keyof typeof de;
export type StatementTexts = Record<StatementKey, string>;
export default de satisfies StatementTexts;
