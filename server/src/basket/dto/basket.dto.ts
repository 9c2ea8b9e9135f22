import { ApiProperty } from '@nestjs/swagger';
import { euroProperty, nullableProperty } from '../../common/api-schema.js';
import { TaxLineDto } from '../../common/tax-line.dto.js';

/** An extra on a basket line (the wire calls extras "addings"). */
class BasketExtraDto {
  @ApiProperty({ type: 'integer' })
  addingId!: number;
  @ApiProperty()
  name!: string;
  @euroProperty()
  price!: number;
}

class BasketItemDto {
  @ApiProperty({ type: 'integer', description: 'Die Zeile im Warenkorb' })
  itemId!: number;
  @ApiProperty({ type: 'integer' })
  menuItemId!: number;
  @ApiProperty()
  name!: string;
  @ApiProperty({ type: 'integer' })
  quantity!: number;
  @euroProperty({ description: 'Preis eines Stücks mit Extras' })
  unitPrice!: number;
  @ApiProperty({ type: [BasketExtraDto] })
  addings!: BasketExtraDto[];
  @euroProperty({ description: 'wie unitPrice' })
  unitTotal!: number;
  @euroProperty({ description: 'unitPrice × quantity' })
  totalPrice!: number;
  @ApiProperty({ type: [String] })
  allergens!: string[];
  @nullableProperty('string', { description: 'Anmerkung des Gastes, z. B. "ohne Zwiebel"' })
  note!: string | null;
  @ApiProperty({ description: 'false: das Produkt oder ein Extra kann gerade nicht bestellt werden' })
  available!: boolean;
  @ApiProperty({ description: 'Wer die Zeile hinzugefügt hat: der gewählte Name oder "Gast n"' })
  addedBy!: string;
  @nullableProperty('integer', {
    description: 'Ohne gewählten Namen die Nummer n in "Gast n" (der Gast zeigt es in seiner Sprache); sonst null',
  })
  addedByGuestNumber!: number | null;
  @ApiProperty({ description: 'true: von diesem Handy hinzugefügt' })
  mine!: boolean;
}

export class BasketDto {
  @ApiProperty({ format: 'uuid' })
  sessionId!: string;
  @ApiProperty({ format: 'uuid', description: 'Der Warenkorb: der des Tisches (geteilt) oder der eigene (= sessionId)' })
  basketId!: string;
  @ApiProperty({ description: 'true: der gemeinsame Warenkorb aller Handys am Tisch' })
  shared!: boolean;
  @ApiProperty({ type: [BasketItemDto] })
  items!: BasketItemDto[];
  @euroProperty()
  totalPrice!: number;
  @ApiProperty({ type: [TaxLineDto] })
  taxBreakdown!: TaxLineDto[];
}
