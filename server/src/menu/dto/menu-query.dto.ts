import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { TransformValue, UpperCaseCode } from '../../common/transforms.js';

export class CategoriesQueryDto {
  /** Menu type code; upper-cased before use. */
  @IsOptional()
  @IsString()
  @UpperCaseCode()
  @Matches(/^[A-Z0-9_-]{1,32}$/, { message: 'muss ein Menü-Typ-Code sein' })
  type?: string;

  /** Read by GuestLanguage; declared so the whitelist lets it through. */
  @IsOptional()
  lang?: string;
}

export class VatQueryDto {
  @TransformValue((value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .filter((id) => id.trim() !== '')
          .map((id) => Number(id.trim()))
      : value,
  )
  @IsArray({ message: 'muss eine Liste von Ids sein' })
  @ArrayMaxSize(200, { message: 'höchstens 200 Ids' })
  @IsInt({ each: true, message: 'muss eine Liste von Ids sein' })
  @Min(1, { each: true, message: 'muss eine Liste von Ids sein' })
  @Max(2_147_483_647, { each: true, message: 'muss eine Liste von Ids sein' })
  ids: number[];
}
