import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../common/entity-columns.js';
import type { Role } from './roles.js';

/** The type of the roles column, for code that names it through the entity. */
export type { Role } from './roles.js';

@Entity('users')
export class User extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  username: string;

  /** The name as logins and uniqueness compare it: NFKC, lower case (see usernameKey). */
  @Column({ type: 'varchar', length: 60 })
  usernameKey: string;

  /** argon2id; never leaves the server. */
  @Column({ type: 'varchar', length: 200, select: false })
  passwordHash: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  roles: Role[];

  /** Raised when the password changes or a role is taken away, so tokens issued before stop working. */
  @Column({ type: 'integer', default: 0 })
  tokenVersion: number;
}
