import type { Page } from '../common/api-schema.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { LoginThrottle } from '../auth/login-throttle.service.js';
import { NOT_LOGGED_IN } from '../auth/staff-auth.guard.js';
import type { StaffPrincipal } from '../auth/staff-jwt.strategy.js';
import { TokenService } from '../auth/token.service.js';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../common/api-error.js';
import { isUniqueViolation } from '../common/database-errors.js';
import { toPage } from '../common/list-query.js';
import { EventBus } from '../events/event-bus.service.js';
import type { CreateUserDto } from './dto/create-user.dto.js';
import type { ListUsersQuery } from './dto/list-users.query.js';
import type { UpdateUserDto } from './dto/update-user.dto.js';
import { CURRENT_PASSWORD_REQUIRED, uniqueRoles, usernameKey } from './dto/user-fields.js';
import { PasswordService } from './password.service.js';
import { type Role, ROLES } from './roles.js';
import type { User } from './user.entity.js';
import type { UpdatedUserDto, UserDto } from './dto/user.dto.js';
import { toUserDto } from './user.mapper.js';
import { UsersRepository } from './users.repository.js';

const USERNAME_TAKEN = 'Dieser Benutzername ist bereits vergeben.';
const USERNAME_LOCKED = 'Der Benutzername kann nicht geändert werden.';
const USER_NOT_FOUND = 'Benutzer nicht gefunden.';
const ONLY_ADMIN = 'Keine Berechtigung für diese Aktion.';
const CURRENT_PASSWORD_WRONG = 'Das aktuelle Passwort ist falsch.';
const currentPasswordError = (message: string) => badRequest(message, [{ field: 'currentPassword', message }]);

const isAdmin = (staff: StaffPrincipal) => staff.roles.includes('ADMIN');
const losesARole = (before: readonly Role[], after: readonly Role[] | undefined) =>
  after !== undefined && before.some((role) => !after.includes(role));

/** Staff accounts and their rules: unique names, at least one admin, own password for everyone. */
@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
    private readonly bus: EventBus,
  ) {}

  roles(): Role[] {
    return [...ROLES];
  }

  async list(query: ListUsersQuery): Promise<Page<UserDto>> {
    const [users, totalElements] = await this.users.list(query);
    return toPage(users.map(toUserDto), totalElements, query);
  }

  /** Admins read anyone; everyone else only themself. */
  async get(id: number, staff: StaffPrincipal): Promise<UserDto> {
    if (id !== staff.userId && !isAdmin(staff)) throw forbidden(ONLY_ADMIN);
    return toUserDto(await this.existing(id));
  }

  async create(dto: CreateUserDto): Promise<UserDto> {
    return toUserDto(await this.insert(dto));
  }

  private async insert(dto: CreateUserDto): Promise<User> {
    const passwordHash = await this.passwords.hash(dto.password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        if (await this.users.usernameTaken(dto.username, manager)) throw conflict(USERNAME_TAKEN);
        return this.users.insert(manager, { username: dto.username, passwordHash, roles: uniqueRoles(dto.roles) });
      });
    } catch (error) {
      // Two admins creating the same name at once: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(USERNAME_TAKEN);
      throw error;
    }
  }

  /** Registration: by an admin any account; without one only the very first account, which becomes ADMIN. */
  async register(dto: CreateUserDto, caller: StaffPrincipal | undefined): Promise<User> {
    if (caller) {
      if (!isAdmin(caller)) throw forbidden(ONLY_ADMIN);
      return this.insert(dto);
    }
    // Checked before the costly hash too, so anonymous calls can't keep the CPU busy.
    if ((await this.users.count()) > 0) throw new ApiError(401, NOT_LOGGED_IN);
    const passwordHash = await this.passwords.hash(dto.password);
    return this.dataSource.transaction(async (manager) => {
      await this.users.lockUsersTable(manager);
      if ((await this.users.count(manager)) > 0) throw new ApiError(401, NOT_LOGGED_IN);
      return this.users.insert(manager, { username: dto.username, passwordHash, roles: ['ADMIN'] });
    });
  }

  /**
   * Admins change password and roles; anyone else only their own password. One's own password changes
   * only with the current one (a token left in an unattended browser is not enough). A new password or a
   * role taken away ends every token issued before and the account's live connections; one who did so to
   * their own account gets a fresh token in the answer.
   */
  async update(id: number, dto: UpdateUserDto, staff: StaffPrincipal, ip?: string): Promise<UpdatedUserDto> {
    if (!isAdmin(staff) && (id !== staff.userId || dto.roles !== undefined)) throw forbidden(ONLY_ADMIN);
    if (id === staff.userId && dto.password !== undefined) await this.checkCurrentPassword(staff, dto.currentPassword, ip);
    const { user, revoked } = await this.applyUpdate(id, dto);
    if (!revoked) return toUserDto(user);
    this.bus.emit('staff.revoked', { userId: id, tokenVersion: user.tokenVersion });
    return { ...toUserDto(user), ...(id === staff.userId ? { jwt: this.tokens.signStaffTokenFor(user) } : {}) };
  }

  /** 400 when the current password is missing or wrong; wrong ones count with the login's, so this is no way to guess it. */
  private async checkCurrentPassword(staff: StaffPrincipal, currentPassword: string | undefined, ip: string | undefined): Promise<void> {
    if (currentPassword === undefined) throw currentPasswordError(CURRENT_PASSWORD_REQUIRED);
    const key = usernameKey(staff.username);
    const attempt = await this.throttle.takeAttempt(key, ip);
    const account = await this.users.findForLogin(key);
    if (!account) throw notFound(USER_NOT_FOUND);
    if (!(await this.passwords.verify(account.passwordHash, currentPassword))) {
      throw currentPasswordError(CURRENT_PASSWORD_WRONG);
    }
    await this.throttle.succeeded(attempt);
  }

  private async applyUpdate(id: number, dto: UpdateUserDto): Promise<{ user: User; revoked: boolean }> {
    const passwordHash = dto.password === undefined ? undefined : await this.passwords.hash(dto.password);
    const roles = dto.roles === undefined ? undefined : uniqueRoles(dto.roles);
    return this.dataSource.transaction(async (manager) => {
      const user = await this.existing(id, manager);
      if (dto.username != null && dto.username.trim() !== user.username) {
        throw badRequest(USERNAME_LOCKED, [{ field: 'username', message: USERNAME_LOCKED }]);
      }
      if (roles && user.roles.includes('ADMIN') && !roles.includes('ADMIN')) await this.keepAnotherAdmin(manager, id);
      const revoked = passwordHash !== undefined || losesARole(user.roles, roles);
      await this.users.update(manager, id, { passwordHash, roles }, revoked);
      return { user: (await this.users.findById(id, manager))!, revoked };
    });
  }

  /** Deletes the account; its tokens stop working at once and its live connections are closed. */
  async remove(id: number, staff: StaffPrincipal): Promise<UserDto> {
    if (id === staff.userId) throw conflict('Das eigene Konto kann nicht gelöscht werden.');
    const removed = await this.dataSource.transaction(async (manager) => {
      const user = await this.existing(id, manager);
      if (user.roles.includes('ADMIN')) await this.keepAnotherAdmin(manager, id);
      await this.users.delete(manager, id);
      return toUserDto(user);
    });
    this.bus.emit('staff.revoked', { userId: id, tokenVersion: null });
    return removed;
  }

  private async keepAnotherAdmin(manager: EntityManager, leavingId: number): Promise<void> {
    const adminIds = await this.users.lockAdminIds(manager);
    if (!adminIds.some((adminId) => adminId !== leavingId)) throw conflict('Der letzte Admin kann nicht entfernt werden.');
  }

  private async existing(id: number, manager?: EntityManager): Promise<User> {
    const user = await this.users.findById(id, manager);
    if (!user) throw notFound(USER_NOT_FOUND);
    return user;
  }
}
