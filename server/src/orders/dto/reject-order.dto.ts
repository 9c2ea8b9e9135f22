import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, MaxLength } from 'class-validator';

export class RejectOrderDto {
  /** Trimmed; anything but a non-blank text counts as missing. */
  @ApiProperty({ maxLength: 500, example: 'Küche schließt gleich' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : ''))
  @IsNotEmpty({ message: 'Grund ist erforderlich' })
  @MaxLength(500, { message: 'darf höchstens 500 Zeichen lang sein' })
  reason = '';
}
