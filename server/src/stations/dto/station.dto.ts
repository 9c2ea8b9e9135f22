import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { RequiredIdList, RequiredText, SortOrderField } from '../../common/form-fields.js';

export const WARN_AFTER_MINUTES = { min: 1, max: 240, default: 15 };

/** A station as the back office and the station screens read it. */
export class StationDto {
  @ApiProperty({ type: 'integer' })
  id!: number;
  @ApiProperty()
  name!: string;
  @ApiProperty({ type: [Number], description: 'Kategorien, deren Positionen die Station zubereitet' })
  categoryIds!: number[];
  @ApiProperty({ description: 'Standardstation: bekommt jede Position, deren Kategorie keiner Station zugeordnet ist' })
  isDefault!: boolean;
  @ApiProperty({ type: 'integer', description: 'Nach so vielen Minuten wird ein Bon auf dem Bildschirm der Station farbig' })
  warnAfterMinutes!: number;
  @ApiProperty({ description: 'true: Positionen erscheinen sofort bei der Bestellung; false: erst wenn sie angenommen ist' })
  routeOnCheckout!: boolean;
  @ApiProperty({ type: 'integer' })
  position!: number;
}

export class StationInputDto {
  @ApiProperty({ example: 'Bar' })
  @RequiredText(60, 'Name ist erforderlich')
  name: string;

  @RequiredIdList('Kategorien, die die Station zubereitet (auch leer)')
  categoryIds: number[];

  @ApiPropertyOptional({ description: 'Zur Standardstation machen (die bisherige ist es dann nicht mehr)' })
  @IsOptional()
  @IsBoolean({ message: 'muss true oder false sein' })
  isDefault?: boolean;

  @ApiPropertyOptional({ minimum: WARN_AFTER_MINUTES.min, maximum: WARN_AFTER_MINUTES.max, default: WARN_AFTER_MINUTES.default })
  @IsOptional()
  @IsInt({ message: 'muss eine ganze Zahl sein' })
  @Min(WARN_AFTER_MINUTES.min, { message: `muss mindestens ${WARN_AFTER_MINUTES.min} sein` })
  @Max(WARN_AFTER_MINUTES.max, { message: `darf höchstens ${WARN_AFTER_MINUTES.max} sein` })
  warnAfterMinutes?: number;

  @ApiPropertyOptional({ description: 'Positionen sofort bei der Bestellung zeigen, nicht erst nach dem Annehmen', default: false })
  @IsOptional()
  @IsBoolean({ message: 'muss true oder false sein' })
  routeOnCheckout?: boolean;

  @SortOrderField()
  position?: number;
}
