import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { timestampProperty } from '../../common/api-schema.js';
import { ROLES, type Role } from '../roles.js';

/** A staff account as the API shows it: never the password hash. */
export class UserDto {
  @ApiProperty({ type: 'integer' })
  userID!: number;
  @ApiProperty()
  username!: string;
  @ApiProperty({ enum: [...ROLES], enumName: 'Role', isArray: true })
  roles!: Role[];
  @timestampProperty()
  createdAt!: string;
  @timestampProperty()
  updatedAt!: string;
}

/** The account after a change; with a fresh jwt when staff changed their own password (the old one is revoked). */
export class UpdatedUserDto extends UserDto {
  @ApiPropertyOptional()
  jwt?: string;
}

/** The logged-in account and its staff token. */
export class AuthUserDto extends UserDto {
  @ApiProperty()
  jwt!: string;
}
