import { ApiProperty } from '@nestjs/swagger';
import { enumProperty, nullableProperty, timestampProperty } from '../../common/api-schema.js';
import type { EntryType, SessionStatus } from '../guest-session.entity.js';

export class SessionDto {
  @ApiProperty({ format: 'uuid' })
  sessionId!: string;
  @nullableProperty('integer', { description: 'null bei Abholung' })
  tableId!: number | null;
  @nullableProperty('integer')
  tableNumber!: number | null;
  @enumProperty('SessionStatus', ['OPEN', 'CLOSED'])
  status!: SessionStatus;
  @timestampProperty()
  createdAt!: string;
  @enumProperty('EntryType', ['TABLE', 'TAKEAWAY'])
  entryType!: EntryType;
  @nullableProperty('string', { description: 'Name auf den Zeilen im gemeinsamen Warenkorb; null: "Gast n"' })
  guestName!: string | null;
  @ApiProperty({ description: 'true: eigener Warenkorb statt des gemeinsamen des Tisches' })
  privateBasket!: boolean;
  @nullableProperty('string', { description: 'Wer vom Service die Session für die Gäste geöffnet hat; null: die Session eines Gastes' })
  staffUsername!: string | null;
}

/** A table a waiter may take an order at (staff order entry). */
export class StaffTableDto {
  @ApiProperty({ type: 'integer' })
  tableId!: number;
  @ApiProperty({ type: 'integer' })
  tableNumber!: number;
}

/** A new session and its token, which opens only this session's basket and orders. */
export class StartedSessionDto extends SessionDto {
  @ApiProperty()
  jwt!: string;
}
