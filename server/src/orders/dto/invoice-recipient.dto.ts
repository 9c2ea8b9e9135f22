import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { nullableProperty } from '../../common/api-schema.js';
import { TransformValue } from '../../common/transforms.js';
import {
  cleanAddress,
  cleanLine,
  printProblem,
  RECIPIENT_ADDRESS_LINES,
  RECIPIENT_ADDRESS_MAX,
  RECIPIENT_NAME_MAX,
} from '../invoice-recipient.js';
import { normalizeUid, UID_NUMBER_MAX, uidProblem } from '../../common/uid-number.js';

/** A text field's rule: the cleaned value, then why it is refused (or null). */
function Checked(name: string, problem: (value: unknown) => string | null) {
  return ValidateBy({
    name,
    validator: { validate: (value) => problem(value) === null, defaultMessage: (args) => problem(args?.value) ?? '' },
  });
}

/** Cleans a text with `clean`; empty, null or absent become null (none). */
const optionalText = (clean: (text: string) => string) =>
  TransformValue((value) => (value === undefined || value === null ? null : typeof value === 'string' ? clean(value) || null : value));

const tooLong = (max: number) => `darf höchstens ${max} Zeichen lang sein`;

function nameProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return 'Name ist erforderlich';
  return [...value].length > RECIPIENT_NAME_MAX ? tooLong(RECIPIENT_NAME_MAX) : printProblem(value);
}

// Absent fields are not transformed: undefined is none as null is.
function addressProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return 'muss ein Text sein';
  if ([...value].length > RECIPIENT_ADDRESS_MAX) return tooLong(RECIPIENT_ADDRESS_MAX);
  if (value.split('\n').length > RECIPIENT_ADDRESS_LINES) return `höchstens ${RECIPIENT_ADDRESS_LINES} Zeilen`;
  return printProblem(value);
}

const uidFieldProblem = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value !== 'string' ? 'muss ein Text sein' : uidProblem(value);

/**
 * The invoice's recipient as the guest or staff enter it ("Firmenrechnung"). Texts are cleaned (invisible and control
 * characters out, white space runs as one space, trimmed; the address by line), the UID number normalized (ATU 1234
 * 5675 → ATU12345675): the invoice prints what is stored.
 */
export class InvoiceRecipientInputDto {
  @ApiProperty({ maxLength: RECIPIENT_NAME_MAX, description: 'Name oder Firma (Pflicht)', example: 'Muster Consulting GmbH' })
  @TransformValue((value) => (typeof value === 'string' ? cleanLine(value) : value))
  @Checked('recipientName', nameProblem)
  name!: string;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    maxLength: RECIPIENT_ADDRESS_MAX,
    description: `Anschrift, höchstens ${RECIPIENT_ADDRESS_LINES} Zeilen (durch \\n getrennt); leer: keine`,
    example: 'Ringstraße 1\n1010 Wien',
  })
  @optionalText(cleanAddress)
  @Checked('recipientAddress', addressProblem)
  address?: string | null;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    maxLength: UID_NUMBER_MAX,
    description: 'UID-Nummer: österreichische mit Prüfziffer geprüft, andere EU-Länder und CHE nach ihrer Form; leer: keine',
    example: 'ATU12345675',
  })
  @optionalText(normalizeUid)
  @Checked('recipientUid', uidFieldProblem)
  uid?: string | null;
}

/** The recipient an order's invoice names (or will name). */
export class InvoiceRecipientDto {
  @ApiProperty()
  name!: string;
  @nullableProperty('string', { description: 'Zeilen durch \\n getrennt' })
  address!: string | null;
  @nullableProperty('string')
  uid!: string | null;
}

/** The guest's view of their order's recipient: what is set, and whether it can still change (before the invoice). */
export class GuestInvoiceRecipientDto {
  @ApiProperty({ type: InvoiceRecipientDto, nullable: true })
  recipient!: InvoiceRecipientDto | null;
  @ApiProperty({ description: 'false, sobald die Rechnung ausgestellt ist' })
  editable!: boolean;
}
