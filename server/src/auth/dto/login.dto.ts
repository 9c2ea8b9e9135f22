import { ApiProperty } from '@nestjs/swagger';
import { IsText } from '../../users/dto/text-field.js';

const REQUIRED = 'Pflichtfeld';

/** Only presence is checked here: a wrong name or password is a plain "Login fehlgeschlagen." */
export class LoginDto {
  @ApiProperty({ example: 'admin', maxLength: 100 })
  @IsText({ required: REQUIRED, max: 100 })
  username: string;

  @ApiProperty({ format: 'password', maxLength: 200 })
  @IsText({ required: REQUIRED, max: 200 })
  password: string;
}
