import type { VatCategory, VatRate } from '../common/vat.js';

/** The demo restaurant "Gasthaus zum Tischlein": an Austrian menu with real allergen codes and VAT rates. */
interface DemoItem {
  name: string;
  description: string;
  price: number;
  allergens: string;
  vat?: VatRate;
  vatCategory?: VatCategory;
}

interface DemoCategory {
  name: string;
  description: string;
  items: DemoItem[];
}

interface DemoType {
  code: string;
  name: string;
  categories: DemoCategory[];
}

// In Austrian gastronomy food is taxed at 10 %, drinks at 20 %.
const drink = (vatCategory: VatCategory) => ({ vat: 'VAT_20' as VatRate, vatCategory });

export const DEMO_MENU: DemoType[] = [
  {
    code: 'FOOD',
    name: 'Speisen',
    categories: [
      {
        name: 'Vorspeisen',
        description: 'Kleine Gerichte zum Einstieg',
        items: [
          { name: 'Beef Tatar', description: 'Vom heimischen Rind, mit Toast und Butter', price: 14.9, allergens: 'ACGM' },
          { name: 'Liptauer-Brot', description: 'Hausgemachter Liptauer auf Bauernbrot', price: 6.5, allergens: 'AG' },
          { name: 'Gebackene Champignons', description: 'Mit Sauce Tartare', price: 8.9, allergens: 'ACGM' },
          {
            name: 'Steirischer Backhendlsalat',
            description: 'Blattsalate, Kürbiskernöl, gebackene Hühnerstreifen',
            price: 13.5,
            allergens: 'ACHM',
          },
          { name: 'Vitello tonnato', description: 'Kalbfleisch mit Thunfischsauce und Kapern', price: 12.9, allergens: 'CDM' },
        ],
      },
      {
        name: 'Suppen',
        description: 'Hausgemacht, täglich frisch',
        items: [
          { name: 'Frittatensuppe', description: 'Rindsuppe mit Palatschinkenstreifen', price: 5.2, allergens: 'ACGL' },
          { name: 'Leberknödelsuppe', description: 'Rindsuppe mit Leberknödel', price: 5.6, allergens: 'ACGL' },
          { name: 'Kürbiscremesuppe', description: 'Mit Kürbiskernöl und Kernen', price: 5.9, allergens: 'GL' },
          { name: 'Gulaschsuppe', description: 'Kräftig, mit Gebäck', price: 6.4, allergens: 'AL' },
        ],
      },
      {
        name: 'Hauptspeisen',
        description: 'Wiener Küche',
        items: [
          { name: 'Wiener Schnitzel vom Kalb', description: 'Mit Petersilerdäpfeln und Preiselbeeren', price: 24.9, allergens: 'ACG' },
          { name: 'Schweinsschnitzel', description: 'Mit Pommes frites', price: 16.9, allergens: 'ACG' },
          { name: 'Tafelspitz', description: 'Mit Apfelkren, Schnittlauchsauce und Rösterdäpfeln', price: 23.5, allergens: 'ACGLM' },
          { name: 'Zwiebelrostbraten', description: 'Mit Braterdäpfeln und Röstzwiebeln', price: 26.9, allergens: 'AGL' },
          { name: 'Rindsgulasch', description: 'Mit Semmelknödel', price: 15.9, allergens: 'ACGL' },
          { name: 'Backhendl', description: 'Mit Erdäpfel-Vogerlsalat', price: 17.5, allergens: 'ACM' },
          { name: 'Forelle Müllerin', description: 'Mit Petersilerdäpfeln und Zitronenbutter', price: 21.9, allergens: 'ADG' },
        ],
      },
      {
        name: 'Vegetarisch',
        description: 'Ohne Fleisch, mit Genuss',
        items: [
          { name: 'Käsespätzle', description: 'Mit Bergkäse und Röstzwiebeln', price: 14.5, allergens: 'ACG' },
          { name: 'Eierschwammerl mit Knödel', description: 'In Rahmsauce mit Serviettenknödel', price: 16.9, allergens: 'ACGL' },
          { name: 'Gebackener Emmentaler', description: 'Mit Sauce Tartare und Salat', price: 13.9, allergens: 'ACGM' },
          { name: 'Spinatknödel', description: 'Mit brauner Butter und Parmesan', price: 13.5, allergens: 'ACG' },
        ],
      },
    ],
  },
  {
    code: 'DRINKS',
    name: 'Getränke',
    categories: [
      {
        name: 'Alkoholfreie Getränke',
        description: 'Erfrischend',
        items: [
          { name: 'Mineralwasser 0,33 l', description: 'Prickelnd oder still', price: 3.2, allergens: '', ...drink('NON_ALCOHOLIC_DRINK') },
          { name: 'Almdudler 0,35 l', description: 'Kräuterlimonade', price: 3.9, allergens: '', ...drink('NON_ALCOHOLIC_DRINK') },
          {
            name: 'Apfelsaft gespritzt 0,5 l',
            description: 'Naturtrüber Apfelsaft mit Soda',
            price: 4.2,
            allergens: '',
            ...drink('NON_ALCOHOLIC_DRINK'),
          },
          {
            name: 'Holunder gespritzt 0,5 l',
            description: 'Hausgemachter Holundersirup',
            price: 3.9,
            allergens: '',
            ...drink('NON_ALCOHOLIC_DRINK'),
          },
          { name: 'Cola 0,33 l', description: 'Eiskalt', price: 3.9, allergens: '', ...drink('NON_ALCOHOLIC_DRINK') },
        ],
      },
      {
        name: 'Bier & Wein',
        description: 'Aus Österreich',
        items: [
          { name: 'Zwickl Bier 0,5 l', description: 'Naturtrüb, vom Fass', price: 5.2, allergens: 'A', ...drink('ALCOHOLIC') },
          { name: 'Märzen Bier 0,3 l', description: 'Vom Fass', price: 3.9, allergens: 'A', ...drink('ALCOHOLIC') },
          { name: 'Grüner Veltliner 1/8', description: 'Weinviertel DAC', price: 4.2, allergens: 'O', ...drink('ALCOHOLIC') },
          { name: 'Blaufränkisch 1/8', description: 'Mittelburgenland DAC', price: 4.8, allergens: 'O', ...drink('ALCOHOLIC') },
          { name: 'Spritzer weiß 0,25 l', description: 'Grüner Veltliner mit Soda', price: 3.6, allergens: 'O', ...drink('ALCOHOLIC') },
          { name: 'Aperol Spritz', description: 'Mit Prosecco und Orange', price: 6.9, allergens: 'O', ...drink('ALCOHOLIC') },
        ],
      },
      {
        name: 'Kaffee & Tee',
        description: 'Wiener Kaffeehauskultur',
        items: [
          { name: 'Melange', description: 'Mit Milchschaum', price: 4.3, allergens: 'G', ...drink('COFFEE') },
          { name: 'Großer Brauner', description: 'Doppelter Mokka mit Obers', price: 4.9, allergens: 'G', ...drink('COFFEE') },
          { name: 'Einspänner', description: 'Mokka mit Schlagobers im Glas', price: 4.8, allergens: 'G', ...drink('COFFEE') },
          { name: 'Verlängerter', description: 'Espresso mit heißem Wasser', price: 3.9, allergens: '', ...drink('COFFEE') },
          { name: 'Früchtetee', description: 'Im Kännchen', price: 3.6, allergens: '', ...drink('NON_ALCOHOLIC_DRINK') },
        ],
      },
    ],
  },
  {
    code: 'DESSERTS',
    name: 'Desserts',
    categories: [
      {
        name: 'Mehlspeisen',
        description: 'Aus der Wiener Mehlspeisküche',
        items: [
          { name: 'Kaiserschmarrn', description: 'Mit Zwetschkenröster', price: 11.9, allergens: 'ACG' },
          { name: 'Apfelstrudel', description: 'Warm, mit Schlagobers', price: 6.9, allergens: 'ACGH' },
          { name: 'Sachertorte', description: 'Mit Marillenmarmelade und Schlagobers', price: 6.5, allergens: 'ACGH' },
          { name: 'Topfenpalatschinken', description: 'Zwei Stück, mit Vanillesauce', price: 8.9, allergens: 'ACG' },
          { name: 'Marillenknödel', description: 'Mit Butterbröseln', price: 9.9, allergens: 'ACG' },
        ],
      },
      {
        name: 'Eis',
        description: 'Gefrorenes',
        items: [
          { name: 'Eismarillenknödel', description: 'Vanilleeis im Bröselmantel mit Marillenkern', price: 7.5, allergens: 'ACGH' },
          { name: 'Coupe Dänemark', description: 'Vanilleeis mit heißer Schokolade und Schlagobers', price: 7.9, allergens: 'GH' },
          { name: 'Sorbet-Trio', description: 'Zitrone, Himbeere, Mango', price: 6.4, allergens: '' },
        ],
      },
    ],
  },
];

/** Extras with the menu types (codes) or categories (names) they fit; none named = every item. */
export const DEMO_EXTRAS: Array<{ name: string; price: number; types?: string[]; categories?: string[] }> = [
  { name: 'Extra Käse', price: 1.5, types: ['FOOD'] },
  { name: 'Speck', price: 2.0, types: ['FOOD'] },
  { name: 'Spiegelei', price: 1.8, types: ['FOOD'] },
  { name: 'Preiselbeeren', price: 0.9, categories: ['Hauptspeisen', 'Vegetarisch'] },
  { name: 'Pommes statt Beilage', price: 1.5, categories: ['Hauptspeisen'] },
  { name: 'Knoblauchsauce', price: 1.2, types: ['FOOD'] },
  { name: 'Schlagobers', price: 1.0, categories: ['Mehlspeisen', 'Eis', 'Kaffee & Tee'] },
  { name: 'Vanilleeis-Kugel', price: 2.2, types: ['DESSERTS'] },
  { name: 'Zitronenscheibe', price: 0.0, categories: ['Alkoholfreie Getränke', 'Kaffee & Tee'] },
  { name: 'Hafermilch', price: 0.6, categories: ['Kaffee & Tee'] },
];

export const DEMO_TABLE_COUNT = 12;
