import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const REQUIRED = 'Pflichtfeld';

/** Only presence is checked here: a wrong name or password is a plain "Login fehlgeschlagen." */
export class LoginDto {
  @ApiProperty({ example: 'admin' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(100, { message: 'darf höchstens 100 Zeichen lang sein' })
  username: string;

  @ApiProperty({ format: 'password' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @MaxLength(200, { message: 'darf höchstens 200 Zeichen lang sein' })
  password: string;
}
