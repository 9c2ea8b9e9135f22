import type { StatementTexts } from './de.ts';

export default {
  title: 'Accessibility statement',
  intro:
    '{name} provides this ordering app and strives to make it accessible in accordance with the Austrian Accessibility Act (Barrierefreiheitsgesetz, BaFG) and Directive (EU) 2019/882. This statement applies to the ordering app for guests (menu, basket, order).',
  someRestaurant: 'This restaurant',
  complianceTitle: 'Compliance status',
  compliance:
    'The app is largely compliant with conformance levels A and AA of the Web Content Accessibility Guidelines (WCAG) 2.1 and of EN 301 549.',
  gapsTitle: 'Non-accessible content',
  gapMenuTexts:
    'The texts of the menu (names, descriptions) come from the restaurant; where no translation has been provided, they appear in German.',
  gapImages: 'Pictures of the dishes have no text description of their own; the name and description of the dish are shown next to them.',
  measuresTitle: 'What we do',
  measureKeyboard: 'Fully operable with keyboard and screen reader',
  measureFocus: 'Visible focus, buttons at least 24 × 24 pixels',
  measureLanguages: 'Light and dark theme, eight languages, Arabic from right to left',
  measureZoom: 'Zoom to 200% without horizontal scrolling',
  measureMotion: 'Less motion when the device asks for it',
  measureAllergens: 'Allergens as text and as a filter, not only by colour',
  preparationTitle: 'Preparation of this statement',
  preparation:
    'This statement was prepared on the basis of a self-assessment; every change to the app is checked automatically with axe-core and with an order placed using the keyboard only.',
  contactTitle: 'Feedback and contact',
  contactIntro: 'Noticed a barrier? Write to us or give us a call:',
  contactStaff: 'Noticed a barrier? Please speak to the staff on site.',
  email: 'Email',
  phone: 'Phone',
  website: 'Website',
  enforcementTitle: 'Enforcement procedure',
  enforcement:
    'If you are not satisfied with our answer, you can turn to the Sozialministeriumservice, the market surveillance authority under the BaFG:',
  enforcementLink: 'Sozialministeriumservice',
} satisfies StatementTexts;
