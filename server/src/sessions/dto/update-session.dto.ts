import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, ValidateBy, ValidateIf } from 'class-validator';
import { TransformValue } from '../../common/transforms.js';
import { GUEST_NAME_MAX, guestNameProblem, normaliseGuestName } from '../guest-name.js';

const problem = (value: unknown) => (typeof value === 'string' ? guestNameProblem(value) : 'muss ein Text sein');

/** What a guest may change of their session: the name on their shared lines, and the basket switch. */
export class UpdateSessionDto {
  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    maxLength: GUEST_NAME_MAX,
    description: 'Leer oder null: "Gast n". Gespeichert in NFKC, getrimmt; Buchstaben einer Schrift, Ziffern, Leerzeichen, . \' -',
  })
  @IsOptional()
  @TransformValue((value) => (typeof value === 'string' ? normaliseGuestName(value) : value))
  @ValidateIf((_dto, value) => value !== null)
  @ValidateBy({
    name: 'isGuestName',
    validator: { validate: (value) => problem(value) === null, defaultMessage: (args) => problem(args?.value) ?? '' },
  })
  guestName?: string | null;

  @ApiPropertyOptional({ description: 'true: eigener Warenkorb; false: der gemeinsame des Tisches' })
  @IsOptional()
  @IsBoolean({ message: 'muss true oder false sein' })
  privateBasket?: boolean;
}

/** Optional when starting at a table: a guest who pays alone may start with a basket of their own. */
export class StartSessionDto {
  @ApiPropertyOptional({ description: 'true: eigener Warenkorb von Anfang an (Standard: der gemeinsame des Tisches)' })
  @IsOptional()
  @IsBoolean({ message: 'muss true oder false sein' })
  privateBasket?: boolean;
}
