import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { type Role, ROLES } from '../user.entity.js';

export const USER_SORT_FIELDS = ['username', 'createdAt', 'updatedAt', 'userId', 'userID'] as const;

export class ListUsersQuery {
  @ApiPropertyOptional({ description: 'zero-based page', default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'muss eine ganze Zahl sein' })
  @Min(0, { message: 'muss mindestens 0 sein' })
  @Max(1_000_000, { message: 'ist zu groß' })
  page = 0;

  @ApiPropertyOptional({ default: 20, maximum: 1000 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'muss eine ganze Zahl sein' })
  @Min(1, { message: 'muss mindestens 1 sein' })
  @Max(1000, { message: 'darf höchstens 1000 sein' })
  size = 20;

  @ApiPropertyOptional({ example: 'username,asc', description: `field,asc|desc; fields: ${USER_SORT_FIELDS.join(', ')}` })
  @IsOptional()
  @IsString()
  @Matches(new RegExp(`^(${USER_SORT_FIELDS.join('|')})(,(asc|desc))?$`, 'i'), { message: `muss "Feld,asc|desc" sein (Felder: ${USER_SORT_FIELDS.join(', ')})` })
  sort?: string;

  @ApiPropertyOptional({ description: 'search in username and roles' })
  @IsOptional()
  @IsString()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(100, { message: 'darf höchstens 100 Zeichen lang sein' })
  // eslint-disable-next-line no-control-regex
  @Matches(/^[^\u0000-\u001f\u007f]*$/, { message: 'enthält unerlaubte Zeichen' })
  q?: string;

  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsIn(ROLES, { message: `unbekannte Rolle (erlaubt: ${ROLES.join(', ')})` })
  role?: Role;
}
