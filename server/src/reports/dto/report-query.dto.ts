import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, ValidateBy, type ValidationArguments } from 'class-validator';
import { daysBetween, isCalendarDate } from '../report-dates.js';

/** The longest range a report covers: three years and a leap day. */
const MAX_RANGE_DAYS = 1096;

export const GRANULARITIES = ['day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

const DATE_MESSAGE = 'muss ein Datum im Format JJJJ-MM-TT sein';

/** A real calendar date `YYYY-MM-DD` (2026-02-30 is refused). */
const IsCalendarDate = () =>
  ValidateBy({ name: 'isCalendarDate', validator: { validate: (value) => isCalendarDate(value), defaultMessage: () => DATE_MESSAGE } });

/** `to` is not before `from`, and the range spans at most MAX_RANGE_DAYS days (both ends included). */
const IsRangeEnd = () =>
  ValidateBy({
    name: 'isRangeEnd',
    validator: {
      validate: (to: unknown, args?: ValidationArguments) => {
        const from = (args?.object as { from?: unknown }).from;
        if (!isCalendarDate(to) || !isCalendarDate(from)) return true; // the date checks report these
        const days = daysBetween(from, to) + 1;
        return days >= 1 && days <= MAX_RANGE_DAYS;
      },
      defaultMessage: (args?: ValidationArguments) => {
        const from = (args?.object as { from: string }).from;
        return daysBetween(from, args!.value as string) < 0
          ? 'darf nicht vor dem Beginn (from) liegen'
          : `der Zeitraum darf höchstens ${MAX_RANGE_DAYS} Tage umfassen`;
      },
    },
  });

/** A range of local calendar days in the restaurant's time zone, both ends included. */
export class ReportRangeQueryDto {
  @ApiProperty({ example: '2026-11-01', description: 'Erster Tag (JJJJ-MM-TT, Zeitzone des Restaurants), inklusive' })
  @IsCalendarDate()
  from!: string;

  @ApiProperty({ example: '2026-11-30', description: `Letzter Tag, inklusive; höchstens ${MAX_RANGE_DAYS} Tage ab from` })
  @IsCalendarDate()
  @IsRangeEnd()
  to!: string;
}

export class RevenueQueryDto extends ReportRangeQueryDto {
  @ApiPropertyOptional({ enum: GRANULARITIES, enumName: 'ReportGranularity', default: 'day' })
  @IsOptional()
  @IsIn(GRANULARITIES, { message: 'muss day, week oder month sein' })
  granularity: Granularity = 'day';
}

export class DailyClosingQueryDto {
  @ApiProperty({ example: '2026-11-23', description: 'Geschäftstag (JJJJ-MM-TT, Zeitzone des Restaurants)' })
  @IsCalendarDate()
  date!: string;
}
