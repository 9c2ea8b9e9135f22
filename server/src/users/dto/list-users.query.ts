import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ListQuery } from '../../common/list-query.js';
import { type Role, ROLES } from '../roles.js';
import { Trim, UpperCaseCode } from '../../common/transforms.js';

export const USER_SORT_FIELDS = ['username', 'createdAt', 'updatedAt', 'userId', 'userID'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export class ListUsersQuery extends ListQuery({
  sortFields: USER_SORT_FIELDS,
  sortExample: 'username,asc',
  size: { max: 1000, default: 20 },
}) {
  @ApiPropertyOptional({ description: 'search in username and roles' })
  @IsOptional()
  @IsString()
  @Trim()
  @MaxLength(100, { message: 'darf höchstens 100 Zeichen lang sein' })
  // eslint-disable-next-line no-control-regex
  @Matches(/^[^\u0000-\u001f\u007f]*$/, { message: 'enthält unerlaubte Zeichen' })
  q?: string;

  @ApiPropertyOptional({ enum: ROLES, enumName: 'Role' })
  @IsOptional()
  @UpperCaseCode()
  @IsIn(ROLES, { message: `unbekannte Rolle (erlaubt: ${ROLES.join(', ')})` })
  role?: Role;
}
