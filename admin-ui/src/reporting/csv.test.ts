import { describe, expect, it } from 'vitest';
import { BOM, buildCsv, centsToDecimal, csvFileName, csvFormatFor } from './csv';

const GERMAN = csvFormatFor('de');
const ENGLISH = csvFormatFor('en');

describe('money in CSV files', () => {
  it('writes cents as euros with two decimals, exactly', () => {
    expect(centsToDecimal(1250, ',')).toBe('12,50');
    expect(centsToDecimal(1250, '.')).toBe('12.50');
    expect(centsToDecimal(5, ',')).toBe('0,05');
    expect(centsToDecimal(0, '.')).toBe('0.00');
    expect(centsToDecimal(123456789, ',')).toBe('1234567,89');
    expect(centsToDecimal(-1999, ',')).toBe('-19,99');
  });
});

describe('buildCsv', () => {
  const header = ['USt.-Satz', 'Netto', 'USt.', 'Brutto'];
  const rows = [
    ['10 %', { cents: 1000 }, { cents: 100 }, { cents: 1100 }],
    ['20 %', { cents: 2500 }, { cents: 500 }, { cents: 3000 }],
  ];

  it('uses semicolons and decimal commas for German Excel, with a BOM and CRLF', () => {
    expect(buildCsv(header, rows, GERMAN)).toBe(`${BOM}USt.-Satz;Netto;USt.;Brutto\r\n10 %;10,00;1,00;11,00\r\n20 %;25,00;5,00;30,00\r\n`);
  });

  it('uses commas and decimal points for the other languages', () => {
    expect(csvFormatFor('en')).toEqual({ separator: ',', decimal: '.' });
    expect(csvFormatFor('ar')).toEqual({ separator: ',', decimal: '.' });
    expect(buildCsv(['Rate', 'Net'], [['10 %', { cents: 1000 }]], ENGLISH)).toBe(`${BOM}Rate,Net\r\n10 %,10.00\r\n`);
  });

  it('quotes text holding the separator, quotes or line breaks, and doubles the quotes', () => {
    const csv = buildCsv(['Name'], [['Wiener Schnitzel, groß'], ['Der "Klassiker"'], ['zwei\nZeilen'], ['A;B']], ENGLISH);
    expect(csv.split('\r\n').slice(1, 5)).toEqual(['"Wiener Schnitzel, groß"', '"Der ""Klassiker"""', '"zwei\nZeilen"', '"A;B"']);
    expect(
      buildCsv(['Name'], [['A;B'], ['A,B']], GERMAN)
        .split('\r\n')
        .slice(1, 3),
    ).toEqual(['"A;B"', '"A,B"']);
  });

  it('keeps text that starts like a formula as text', () => {
    expect(
      buildCsv(['Name'], [['=SUMME(A1)'], ['-Rabatt'], ['@x']], GERMAN)
        .split('\r\n')
        .slice(1, 4),
    ).toEqual(["'=SUMME(A1)", "'-Rabatt", "'@x"]);
  });

  it('writes counts as they are, decimals in the language, and empty cells for null', () => {
    expect(buildCsv(['a', 'b', 'c'], [[3, 2.5, null]], GERMAN)).toBe(`${BOM}a;b;c\r\n3;2,5;\r\n`);
    expect(buildCsv(['a', 'b', 'c'], [[3, 2.5, null]], ENGLISH)).toBe(`${BOM}a,b,c\r\n3,2.5,\r\n`);
  });

  it('keeps names in every script (UTF-8)', () => {
    expect(buildCsv(['名称'], [['北京烤鸭'], ['شاي']], ENGLISH)).toBe(`${BOM}名称\r\n北京烤鸭\r\nشاي\r\n`);
  });
});

describe('csvFileName', () => {
  it('names the file after the table and the range', () => {
    expect(csvFileName('umsatzsteuer', '2026-11-16', '2026-11-22')).toBe('umsatzsteuer_2026-11-16_2026-11-22.csv');
    expect(csvFileName(' products / top ', '2026-01-01', '2026-01-31')).toBe('products_top_2026-01-01_2026-01-31.csv');
    expect(csvFileName('', '2026-01-01', '2026-01-01')).toBe('report_2026-01-01_2026-01-01.csv');
  });
});
