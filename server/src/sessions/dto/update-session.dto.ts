import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, Matches, ValidateIf } from 'class-validator';

const GUEST_NAME = /^[\p{L}\p{N}][\p{L}\p{N} .'-]{0,19}$/u;

/** What a guest may change of their session: the name on their shared lines, and the basket switch. */
export class UpdateSessionDto {
  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: 20, description: 'Leer oder null: "Gast n"' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @ValidateIf((_dto, value) => value !== null)
  @Matches(GUEST_NAME, { message: "1–20 Zeichen: Buchstaben, Ziffern, Leerzeichen, . ' -" })
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
