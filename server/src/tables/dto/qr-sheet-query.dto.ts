import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LowerCase } from '../../common/transforms.js';

export const QR_SHEET_LAYOUTS = ['a4', 'tent'] as const;
/** a4: nine codes a page (3 × 3) to cut out; tent: one A6 table tent a table, folded across the middle. */
export type QrSheetLayout = (typeof QR_SHEET_LAYOUTS)[number];

export class QrSheetQueryDto {
  @ApiPropertyOptional({
    enum: QR_SHEET_LAYOUTS,
    default: 'a4',
    description: 'a4: 9 Codes je A4-Seite; tent: ein A6-Tischaufsteller je Tisch',
  })
  @IsOptional()
  @LowerCase()
  @IsIn(QR_SHEET_LAYOUTS, { message: 'muss a4 oder tent sein' })
  layout?: QrSheetLayout;
}
