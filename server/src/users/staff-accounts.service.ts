import { Injectable } from '@nestjs/common';
import { PasswordService } from './password.service.js';
import type { User } from './user.entity.js';
import { UsersRepository } from './users.repository.js';

/** What other modules ask of the staff accounts: auth to log in and check tokens, the seed for the first admin. */
@Injectable()
export class StaffAccounts {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
  ) {}

  /** The account (for checking a token), or null. */
  find(id: number): Promise<User | null> {
    return this.users.findById(id);
  }

  /** The account with its password hash, for the login check; `key` as usernameKey() makes it. */
  findForLogin(key: string): Promise<User | null> {
    return this.users.findForLogin(key);
  }

  /**
   * The first admin account when there is none yet (at start); false when an account exists. A concurrent
   * process may create it meanwhile: the unique username makes that a no-op.
   */
  async createFirstAdmin(username: string, password: string): Promise<boolean> {
    if ((await this.users.count()) > 0) return false;
    await this.users.insertUnlessTaken({ username, passwordHash: await this.passwords.hash(password), roles: ['ADMIN'] });
    return true;
  }
}
