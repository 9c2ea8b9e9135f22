import { ApiProperty } from '@nestjs/swagger';
import { timestampProperty } from '../../common/api-schema.js';

export class TableDto {
  @ApiProperty({ type: 'integer' })
  tableId!: number;
  @ApiProperty({ type: 'integer' })
  tableNumber!: number;
  @ApiProperty({ type: 'string', nullable: true, description: 'Name neben der Nummer, z. B. Fensterplatz' })
  name!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Bereich, z. B. Terrasse' })
  area!: string | null;
  @ApiProperty({ type: 'integer' })
  seatingCapacity!: number;
  @ApiProperty({ description: 'Der Code im QR-Bild; ein neuer macht den alten ungültig' })
  qrCode!: string;
  @ApiProperty({ description: 'false: gelöscht (deaktiviert)' })
  active!: boolean;
  @timestampProperty()
  createdAt!: string;
  @timestampProperty()
  updatedAt!: string;
  @ApiProperty({ description: 'Der Link, den das Handy des Gastes beim Scannen öffnet' })
  orderUrl!: string;
}

export class CreatedTableRangeDto {
  @ApiProperty({ type: [TableDto], description: 'Die neuen Tische, nach Nummer' })
  created!: TableDto[];
  @ApiProperty({ type: [Number], description: 'Nummern im Bereich, die schon ein Tisch trägt (übersprungen)' })
  skipped!: number[];
}
