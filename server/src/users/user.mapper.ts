import type { User } from './user.entity.js';

/** A staff account as the API shows it: never the password hash. */
export interface UserDto {
  /** For react-admin, like every back-office record. */
  id: number;
  userID: number;
  userId: number;
  username: string;
  roles: User['roles'];
  createdAt: Date;
  updatedAt: Date;
}

export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    userID: user.id,
    userId: user.id,
    username: user.username,
    roles: user.roles,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
