import type { UserDto } from './dto/user.dto.js';
import type { User } from './user.entity.js';

export function toUserDto(user: User): UserDto {
  return {
    userID: user.id,
    username: user.username,
    roles: user.roles,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
