import { ignoredProperty } from '../../common/api-schema.js';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsEmail, IsOptional, Matches } from 'class-validator';
import { normalizeRegisterNumber, registerNumberProblem } from '../../common/company-register.js';
import { normalizeUid, uidProblem } from '../../common/uid-number.js';
import {
  isInvoiceNumber,
  isKnownTimeZone,
  isPlausibleIban,
  OptionalText,
  Satisfies,
  SatisfiesAny,
  WithoutProblem,
} from './app-info-validators.js';

const upper = (text: string) => text.toUpperCase();
const compactUpper = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/**
 * The restaurant's data for invoices and the back office. Absent fields stay as they are; null or
 * an empty text clears one. lastInvoiceNo belongs to the server and is not accepted.
 */
export class AppInfoDto {
  @OptionalText() appName?: string | null;
  @OptionalText(2000) appDescription?: string | null;
  @OptionalText() appStreet?: string | null;
  @OptionalText() appZipCode?: string | null;
  @OptionalText() appCity?: string | null;

  @OptionalText(200, upper)
  @Matches(/^[A-Z]{2}$/, { message: 'muss ein Ländercode aus 2 Buchstaben sein (z. B. AT)' })
  countryCode?: string | null;

  @OptionalText() region?: string | null;
  @OptionalText() appAdmin?: string | null;
  @OptionalText() companyName?: string | null;
  /** Checked as on an invoice recipient (common/uid-number.ts), which also limits its length. */
  @OptionalText(200, normalizeUid)
  @WithoutProblem(uidProblem)
  vatId?: string | null;

  @OptionalText() taxNumber?: string | null;

  @OptionalText(200, normalizeRegisterNumber)
  @WithoutProblem(registerNumberProblem)
  companyRegisterNumber?: string | null;

  /** The court keeping the company register (Firmenbuchgericht), e.g. Handelsgericht Wien. */
  @OptionalText() companyRegisterCourt?: string | null;

  @OptionalText()
  @IsEmail({}, { message: 'muss eine gültige E-Mail-Adresse sein' })
  email?: string | null;

  @OptionalText() phone?: string | null;
  @OptionalText() website?: string | null;

  @OptionalText(200, compactUpper)
  @Satisfies(isPlausibleIban, 'muss eine gültige IBAN sein (z. B. AT61 1904 3002 3457 3201)')
  iban?: string | null;

  @OptionalText(200, compactUpper)
  @Matches(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, { message: 'muss ein gültiger BIC mit 8 oder 11 Zeichen sein' })
  bic?: string | null;

  @OptionalText(200, upper)
  @Matches(/^[A-Z]{3}$/, { message: 'muss ein Währungscode aus 3 Buchstaben sein (z. B. EUR)' })
  currencyCode?: string | null;

  @OptionalText()
  @Satisfies(isKnownTimeZone, 'muss eine Zeitzone wie Europe/Vienna sein')
  timezone?: string | null;

  @OptionalText()
  @Matches(/^[a-z]{2,3}(-[A-Z][a-zA-Z]{1,3})?$/, { message: 'muss ein Gebietsschema wie de-AT sein' })
  defaultLocale?: string | null;

  @OptionalText(20) invoicePrefix?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0 })
  @IsOptional()
  @SatisfiesAny(isInvoiceNumber, 'muss eine ganze Zahl ≥ 0 sein')
  invoiceStartNo?: number | null;

  /** Read-only stamps; accepted so the record can be sent back as read, and ignored. */
  @ignoredProperty() @Allow() createdAt?: unknown;
  @ignoredProperty() @Allow() updatedAt?: unknown;
}

export const APP_INFO_FIELDS = [
  'appName',
  'appDescription',
  'appStreet',
  'appZipCode',
  'appCity',
  'countryCode',
  'region',
  'appAdmin',
  'companyName',
  'vatId',
  'taxNumber',
  'companyRegisterNumber',
  'companyRegisterCourt',
  'email',
  'phone',
  'website',
  'iban',
  'bic',
  'currencyCode',
  'timezone',
  'defaultLocale',
  'invoicePrefix',
  'invoiceStartNo',
] as const satisfies readonly (keyof AppInfoDto)[];
