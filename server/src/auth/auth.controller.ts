import { Body, Controller, Get, HttpCode, Ip, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CreateUserDto } from '../users/dto/create-user.dto.js';
import { AuthUserDto, UserDto } from '../users/dto/user.dto.js';
import { Auth, CurrentStaff } from './auth.decorators.js';
import { AuthService } from './auth.service.js';
import { LoginDto } from './dto/login.dto.js';
import { OptionalStaffAuthGuard } from './optional-staff-auth.guard.js';
import type { StaffPrincipal } from './staff-jwt.strategy.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Staff login: {jwt, userID, username, roles}' })
  @ApiOkResponse({ type: AuthUserDto, description: 'Angemeldet' })
  @ApiUnauthorizedResponse({ description: 'Login fehlgeschlagen.' })
  @ApiForbiddenResponse({ description: 'Kein Admin-Benutzer! Zugriff verweigert. (Konto ohne Rolle)' })
  @ApiTooManyRequestsResponse({ description: 'Zu viele Anmeldeversuche, mit Retry-After' })
  login(@Body() dto: LoginDto, @Ip() ip: string) {
    return this.auth.login(dto, ip);
  }

  @Get()
  @Auth()
  @ApiOperation({ summary: 'Token check: the logged-in user' })
  @ApiOkResponse({ type: UserDto })
  me(@CurrentStaff() staff: StaffPrincipal) {
    return this.auth.me(staff);
  }

  @Post('register')
  @UseGuards(OptionalStaffAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Creates the first account (as ADMIN) while none exists; afterwards ADMIN only' })
  @ApiCreatedResponse({ type: AuthUserDto, description: 'jwt and user data of the new account' })
  @ApiUnauthorizedResponse({ description: 'Es gibt schon Konten: Anmeldung als ADMIN nötig' })
  @ApiForbiddenResponse({ description: 'Rolle ADMIN fehlt' })
  register(@Body() dto: CreateUserDto, @Req() request: { user?: StaffPrincipal }) {
    return this.auth.register(dto, request.user);
  }
}
