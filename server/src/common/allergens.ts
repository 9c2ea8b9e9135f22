import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, Matches } from 'class-validator';
import { TransformValue } from './transforms.js';

/** The Austrian allergen letters (spec 9): A–H, L–P and R. */
const ALLERGEN = /^[A-HL-PR]$/;

/** An optional list of allergen codes, upper-cased and trimmed before it is checked (products and extras). */
export function AllergenCodesField() {
  return applyDecorators(
    ApiPropertyOptional({ type: [String], example: ['A', 'G'], description: 'Allergen-Codes A–H, L–P, R' }),
    IsOptional(),
    TransformValue((value) =>
      Array.isArray(value) ? value.map((code: unknown) => (typeof code === 'string' ? code.trim().toUpperCase() : code)) : value,
    ),
    IsArray({ message: 'muss eine Liste von Allergen-Codes sein' }),
    ArrayMaxSize(50, { message: 'zu viele Allergen-Codes' }),
    Matches(ALLERGEN, { each: true, message: 'erlaubt sind die Allergen-Codes A–H, L–P und R' }),
  );
}

/** Each code once, in alphabetical order. */
export function normalizedAllergens(codes: string[]): string[] {
  return [...new Set(codes)].sort();
}
