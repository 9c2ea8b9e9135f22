import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class RemoveBasketItemQueryDto {
  /** How many to take off the line; without it the whole line goes. */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'muss eine ganze Zahl sein' })
  @Min(1, { message: 'muss mindestens 1 sein' })
  @Max(99, { message: 'darf höchstens 99 sein' })
  quantity?: number;

  /** Read by GuestLanguage; declared so the whitelist lets it through. */
  @IsOptional()
  lang?: string;
}
