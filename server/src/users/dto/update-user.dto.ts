import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Role } from '../roles.js';
import { IsCurrentPassword, IsNewPassword, IsRoleList } from './user-fields.js';
import { TransformValue } from '../../common/transforms.js';

/** The username never changes; an empty or absent password leaves it unchanged; one's own needs the current one. */
export class UpdateUserDto {
  /** The edit form may send the locked username back; it must be the stored one. */
  @ApiPropertyOptional({ description: 'nur zur Kontrolle: muss dem gespeicherten Namen entsprechen' })
  @IsOptional()
  @IsString({ message: 'muss ein Text sein' })
  @MaxLength(100, { message: 'darf höchstens 100 Zeichen lang sein' })
  username?: string;

  @ApiPropertyOptional({ minLength: 8, format: 'password', description: 'leer oder fehlend: unverändert' })
  @TransformValue((value) => (value === '' || value === null ? undefined : value))
  @IsOptional()
  @IsNewPassword()
  password?: string;

  /** Checked before one's own password changes; an admin setting someone else's does not need it. */
  @ApiPropertyOptional({ format: 'password', description: 'Pflicht, wenn man das eigene Passwort ändert' })
  @TransformValue((value) => (value === '' || value === null ? undefined : value))
  @IsOptional()
  @IsCurrentPassword()
  currentPassword?: string;

  @IsRoleList()
  roles?: Role[];
}
