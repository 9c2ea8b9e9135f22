export const ROLES = ['ADMIN', 'WAITER', 'KITCHEN'] as const;
export type Role = (typeof ROLES)[number];
