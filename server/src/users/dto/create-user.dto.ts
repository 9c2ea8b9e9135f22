import { ApiProperty } from '@nestjs/swagger';
import type { Role } from '../roles.js';
import { IsNewPassword, IsRoleList, IsUsername } from './user-fields.js';

export class CreateUserDto {
  @IsUsername()
  username: string;

  @ApiProperty({ minLength: 8, format: 'password' })
  @IsNewPassword()
  password: string;

  @IsRoleList()
  roles?: Role[];
}
