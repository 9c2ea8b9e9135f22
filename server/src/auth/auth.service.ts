import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ApiError, forbidden } from '../common/api-error.js';
import type { CreateUserDto } from '../users/dto/create-user.dto.js';
import { usernameKey } from '../users/dto/user-fields.js';
import { PasswordService } from '../users/password.service.js';
import { StaffAccounts } from '../users/staff-accounts.service.js';
import type { User } from '../users/user.entity.js';
import type { AuthUserDto, UserDto } from '../users/dto/user.dto.js';
import { toUserDto } from '../users/user.mapper.js';
import { UsersService } from '../users/users.service.js';
import type { LoginDto } from './dto/login.dto.js';
import { LoginThrottle } from './login-throttle.service.js';
import type { StaffPrincipal } from './staff-jwt.strategy.js';
import { TokenService } from './token.service.js';

const LOGIN_FAILED = 'Login fehlgeschlagen.';
const NO_ROLE = 'Kein Admin-Benutzer! Zugriff verweigert.';

@Injectable()
export class AuthService {
  // Checked against when the username is unknown, so both cases take as long.
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly accounts: StaffAccounts,
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
  ) {}

  /** 429 while this client is throttled (see LoginThrottle), 401 for a wrong name or password, 403 for an account without any role. */
  async login(dto: LoginDto, ip: string | undefined): Promise<AuthUserDto> {
    const key = usernameKey(dto.username);
    const attempt = await this.throttle.takeAttempt(key, ip);
    const user = await this.accounts.findForLogin(key);
    if (!(await this.passwordMatches(user, dto.password))) {
      await this.throttle.loginFailed(attempt, user !== null);
      throw new ApiError(401, LOGIN_FAILED);
    }
    await this.throttle.succeeded(attempt);
    if (!user!.roles.length) throw forbidden(NO_ROLE);
    return this.withToken(user!);
  }

  me(staff: StaffPrincipal): Promise<UserDto> {
    return this.users.get(staff.userId, staff);
  }

  async register(dto: CreateUserDto, caller: StaffPrincipal | undefined): Promise<AuthUserDto> {
    return this.withToken(await this.users.register(dto, caller));
  }

  private async passwordMatches(user: User | null, password: string): Promise<boolean> {
    if (user) return this.passwords.verify(user.passwordHash, password);
    this.dummyHash ??= this.passwords.hash(randomBytes(16).toString('hex'));
    await this.passwords.verify(await this.dummyHash, password);
    return false;
  }

  private withToken(user: User): AuthUserDto {
    return { jwt: this.tokens.signStaffTokenFor(user), ...toUserDto(user) };
  }
}
