import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { COURSES, type Course } from '../../common/course.js';
import { IdListField, RequiredId } from '../../common/form-fields.js';
import { PREPARATION_STATES, type PreparationState } from '../order-item-preparation.entity.js';

/** Lines of an order at one station set to a state: the given ones, or (no itemIds) every called line there. */
export class PreparationInputDto {
  @ApiProperty({ example: 1 })
  @RequiredId('Station wählen')
  stationId: number;

  @ApiProperty({ enum: PREPARATION_STATES, enumName: 'PreparationState', example: 'READY' })
  @IsIn(PREPARATION_STATES, { message: `muss einer von ${PREPARATION_STATES.join(', ')} sein` })
  state: PreparationState;

  @IdListField('Positionen (orderItemId); weggelassen: alle abgerufenen Positionen der Station ("Alles fertig")')
  itemIds?: number[];
}

export class FireCourseDto {
  @ApiPropertyOptional({ enum: COURSES, enumName: 'Course', description: 'Weggelassen: der nächste Gang, der auf Abruf wartet' })
  @IsOptional()
  @IsIn(COURSES, { message: `muss einer von ${COURSES.join(', ')} sein` })
  course?: Course;
}

/** A line's new quantity; 0 removes it. */
export class LineQuantityDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 99, example: 2, description: '0 entfernt die Position' })
  @IsDefined({ message: 'ist erforderlich' })
  @IsInt({ message: 'muss eine ganze Zahl sein' })
  @Min(0, { message: 'darf nicht negativ sein' })
  @Max(99, { message: 'darf höchstens 99 sein' })
  quantity: number;
}
