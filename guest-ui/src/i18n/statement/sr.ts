import type { StatementTexts } from './de.ts';

export default {
  title: 'Izjava o pristupačnosti',
  intro:
    '{name} nudi ovu aplikaciju za naručivanje i nastoji da je učini pristupačnom u skladu sa austrijskim Zakonom o pristupačnosti (Barrierefreiheitsgesetz, BaFG) i Direktivom (EU) 2019/882. Ova izjava važi za aplikaciju za naručivanje za goste (jelovnik, korpa, porudžbina).',
  someRestaurant: 'Ovaj restoran',
  complianceTitle: 'Stepen usklađenosti',
  compliance:
    'Aplikacija je u velikoj meri usklađena sa nivoima usaglašenosti A i AA Smernica za pristupačnost veb-sadržaja (WCAG) 2.1, odnosno standarda EN 301 549.',
  gapsTitle: 'Nepristupačni sadržaji',
  gapMenuTexts: 'Tekstove jelovnika (nazive, opise) unosi restoran; gde prevod nije unet, prikazuju se na nemačkom.',
  gapImages: 'Slike jela nemaju sopstveni tekstualni opis; naziv i opis jela nalaze se pored njih.',
  measuresTitle: 'Šta radimo',
  measureKeyboard: 'Potpuno korišćenje tastaturom i čitačem ekrana',
  measureFocus: 'Vidljiv fokus, dugmad najmanje 24 × 24 piksela',
  measureLanguages: 'Svetla i tamna tema, osam jezika, arapski zdesna nalevo',
  measureZoom: 'Uvećanje do 200 % bez horizontalnog pomeranja',
  measureMotion: 'Manje animacija kada uređaj to zatraži',
  measureAllergens: 'Alergeni kao tekst i kao filter, ne samo bojom',
  preparationTitle: 'Izrada ove izjave',
  preparation:
    'Ova izjava je izrađena na osnovu samoprocene; pri svakoj izmeni aplikacija se automatski proverava alatom axe-core i porudžbinom samo pomoću tastature.',
  contactTitle: 'Povratne informacije i kontakt',
  contactIntro: 'Primetili ste prepreku? Pišite nam ili nas pozovite:',
  contactStaff: 'Primetili ste prepreku? Molimo vas da se obratite osoblju na licu mesta.',
  email: 'E-pošta',
  phone: 'Telefon',
  website: 'Veb-sajt',
  enforcementTitle: 'Postupak sprovođenja',
  enforcement:
    'Ako niste zadovoljni našim odgovorom, možete se obratiti službi Sozialministeriumservice, organu za nadzor tržišta prema BaFG:',
  enforcementLink: 'Sozialministeriumservice',
} satisfies StatementTexts;
