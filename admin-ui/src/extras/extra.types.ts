import type { AdminExtra, ExtraInput as WireExtraInput } from '@tischlein/api-types';

/** An extra as GET /api/admin/addings answers it, with react-admin's id (the data provider's copy of addingId). */
export type Extra = AdminExtra & { id: number };

/** What POST and PUT /api/admin/addings take. */
export type ExtraInput = WireExtraInput;
