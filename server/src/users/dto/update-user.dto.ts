import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import type { Role } from '../user.entity.js';
import { IsNewPassword, IsRoleList } from './user-fields.js';

/** The username never changes; an empty or absent password leaves it unchanged. */
export class UpdateUserDto {
  @ApiPropertyOptional({ minLength: 8, format: 'password', description: 'leer oder fehlend: unverändert' })
  @Transform(({ value }) => (value === '' || value === null ? undefined : value))
  @IsOptional()
  @IsNewPassword()
  password?: string;

  @IsRoleList()
  roles?: Role[];
}
