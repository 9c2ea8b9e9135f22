import { Body, Controller, Delete, Get, Ip, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Auth, CurrentStaff } from '../auth/auth.decorators.js';
import type { StaffPrincipal } from '../auth/staff-jwt.strategy.js';
import { ParseIdPipe } from '../common/id.pipe.js';
import { CreateUserDto } from './dto/create-user.dto.js';
import { ListUsersQuery } from './dto/list-users.query.js';
import { UpdateUserDto } from './dto/update-user.dto.js';
import { UsersService } from './users.service.js';
import { PageOf } from '../common/api-schema.js';
import { UpdatedUserDto, UserDto } from './dto/user.dto.js';

@ApiTags('staff (admin)')
@Controller('user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @Auth('ADMIN')
  @ApiOperation({ summary: 'Staff accounts, paged: {content, totalElements, page, size}' })
  @ApiOkResponse({ type: PageOf(UserDto) })
  list(@Query() query: ListUsersQuery) {
    return this.users.list(query);
  }

  @Get(':id')
  @Auth()
  @ApiOperation({ summary: 'One account (ADMIN, or the account itself)' })
  @ApiOkResponse({ type: UserDto })
  get(@Param('id', ParseIdPipe) id: number, @CurrentStaff() staff: StaffPrincipal) {
    return this.users.get(id, staff);
  }

  @Post()
  @Auth('ADMIN')
  @ApiConflictResponse({ description: 'Benutzername vergeben' })
  @ApiCreatedResponse({ type: UserDto })
  create(@Body() dto: CreateUserDto) {
    return this.users.create(dto);
  }

  @Put(':id')
  @Auth()
  @ApiOperation({
    summary: 'ADMIN: password and roles. Anyone: only their own password, with currentPassword (answer then carries a new jwt).',
  })
  @ApiBadRequestResponse({ description: 'Bitte das aktuelle Passwort angeben. / Das aktuelle Passwort ist falsch.' })
  @ApiConflictResponse({ description: 'Letzter Admin' })
  @ApiTooManyRequestsResponse({ description: 'Zu viele Anmeldeversuche (falsches aktuelles Passwort), mit Retry-After' })
  @ApiOkResponse({ type: UpdatedUserDto })
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateUserDto, @CurrentStaff() staff: StaffPrincipal, @Ip() ip: string) {
    return this.users.update(id, dto, staff, ip);
  }

  @Delete(':id')
  @Auth('ADMIN')
  @ApiOkResponse({ type: UserDto, description: 'The deleted account (react-admin reads it back)' })
  @ApiConflictResponse({ description: 'Eigenes Konto oder letzter Admin' })
  remove(@Param('id', ParseIdPipe) id: number, @CurrentStaff() staff: StaffPrincipal) {
    return this.users.remove(id, staff);
  }
}

@ApiTags('staff (admin)')
@Controller('roles')
export class RolesController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @Auth()
  @ApiOkResponse({ schema: { type: 'array', items: { $ref: '#/components/schemas/Role' } } })
  roles() {
    return this.users.roles();
  }
}
