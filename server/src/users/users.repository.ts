import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { containing, parseSort } from '../common/list-query.js';
import { type ListUsersQuery, USER_SORT_FIELDS, type UserSortField } from './dto/list-users.query.js';
import { usernameKey } from './dto/user-fields.js';
import type { Role } from './roles.js';
import { User } from './user.entity.js';

const SORT_COLUMNS: Record<UserSortField, string> = {
  username: 'lower(user.username)',
  createdAt: 'user.createdAt',
  updatedAt: 'user.updatedAt',
  userId: 'user.id',
  userID: 'user.id',
};

/** The staff accounts' queries, in one place. Usernames are unique regardless of case. */
@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findById(id: number, manager: EntityManager = this.dataSource.manager): Promise<User | null> {
    return manager.findOneBy(User, { id });
  }

  /** With the password hash, for the login check; `key` as usernameKey() makes it. */
  findForLogin(key: string): Promise<User | null> {
    return this.dataSource.manager
      .createQueryBuilder(User, 'user')
      .addSelect('user.passwordHash')
      .where('user.usernameKey = :key', { key })
      .getOne();
  }

  async usernameTaken(username: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return manager.existsBy(User, { usernameKey: usernameKey(username) });
  }

  async list(query: ListUsersQuery): Promise<[User[], number]> {
    const sort = parseSort(query.sort, USER_SORT_FIELDS, 'username');
    const builder = this.dataSource.manager
      .createQueryBuilder(User, 'user')
      .orderBy(SORT_COLUMNS[sort.field], sort.descending ? 'DESC' : 'ASC')
      .addOrderBy('user.id', 'ASC')
      .skip(query.page * query.size)
      .take(query.size);
    if (query.q) {
      builder.andWhere(
        "(user.username ILIKE :q ESCAPE '\\' OR EXISTS (SELECT 1 FROM unnest(user.roles) AS role WHERE role ILIKE :q ESCAPE '\\'))",
        { q: containing(query.q) },
      );
    }
    if (query.role) builder.andWhere(':role = ANY(user.roles)', { role: query.role });
    return builder.getManyAndCount();
  }

  count(manager: EntityManager = this.dataSource.manager): Promise<number> {
    return manager.count(User);
  }

  /** Ids of all admins, locked until the transaction ends, so two admins can't remove each other at once. */
  async lockAdminIds(manager: EntityManager): Promise<number[]> {
    const rows: Array<{ id: number }> = await manager.query("SELECT id FROM users WHERE 'ADMIN' = ANY(roles) ORDER BY id FOR UPDATE");
    return rows.map((row) => row.id);
  }

  /** Serializes "is this the first account?" across processes (register). */
  async lockUsersTable(manager: EntityManager): Promise<void> {
    await manager.query('LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE');
  }

  async insert(manager: EntityManager, values: { username: string; passwordHash: string; roles: Role[] }): Promise<User> {
    const { identifiers } = await manager.insert(User, { ...values, usernameKey: usernameKey(values.username) });
    return (await this.findById(identifiers[0].id as number, manager))!;
  }

  /** Like insert, but a name already taken (by a concurrent first start) leaves the table as it is. */
  async insertUnlessTaken(values: { username: string; passwordHash: string; roles: Role[] }): Promise<void> {
    await this.dataSource.manager
      .createQueryBuilder()
      .insert()
      .into(User)
      .values({ ...values, usernameKey: usernameKey(values.username) })
      .orIgnore()
      .execute();
  }

  /** `revokeTokens` raises the token version: tokens issued before stop working. */
  async update(
    manager: EntityManager,
    id: number,
    changes: { passwordHash?: string; roles?: Role[] },
    revokeTokens: boolean,
  ): Promise<void> {
    const tokenVersion = revokeTokens ? { tokenVersion: () => 'token_version + 1' } : {};
    await manager
      .createQueryBuilder()
      .update(User)
      .set({ ...changes, ...tokenVersion, updatedAt: () => 'now()' })
      .where('id = :id', { id })
      .execute();
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(User, { id });
  }
}
