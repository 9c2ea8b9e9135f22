import { Avatar } from '@mui/material';
import { AVATAR_COLORS, initialsOf, letterColorClass } from './avatarColor';

/** The initials in a circle, coloured by the first letter (spec 3); decorative, since the name stands beside it. */
export const StaffAvatar = ({ username, size = 44 }: { username: string; size?: number }) => {
  const initials = initialsOf(username);
  const colorClass = letterColorClass(initials.charAt(0));
  const { background, text } = AVATAR_COLORS[colorClass];
  return (
    <Avatar
      aria-hidden
      data-testid="staff-avatar"
      data-color-class={colorClass}
      sx={{ width: size, height: size, bgcolor: background, color: text, fontSize: size * 0.4, fontWeight: 600 }}
    >
      {initials}
    </Avatar>
  );
};
