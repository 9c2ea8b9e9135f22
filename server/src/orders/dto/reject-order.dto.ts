import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, MaxLength } from 'class-validator';
import { TransformValue } from '../../common/transforms.js';

export class RejectOrderDto {
  /** Trimmed; anything but a non-blank text counts as missing. */
  @ApiProperty({ type: 'string', maxLength: 500, example: 'Küche schließt gleich' })
  @TransformValue((value) => (typeof value === 'string' ? value.trim() : ''))
  @IsNotEmpty({ message: 'Grund ist erforderlich' })
  @MaxLength(500, { message: 'darf höchstens 500 Zeichen lang sein' })
  reason = '';
}
