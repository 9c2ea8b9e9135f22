import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional } from 'class-validator';
import { IsId } from '../../common/validation.js';
import type { Course } from '../../common/course.js';
import {
  CourseField,
  DescriptionField,
  RequiredId,
  RequiredIdList,
  RequiredText,
  SortOrderField,
  VatCategoryField,
  VatRateField,
} from '../../common/form-fields.js';
import type { VatCategory, VatRate } from '../../common/vat.js';
import { MissingTranslationFilter, TranslationsField, type Translations } from '../../common/translations.js';

export class CategoryInputDto {
  @ApiProperty({ example: 'Hauptspeisen' })
  @RequiredText(100, 'Name ist erforderlich')
  name: string;

  @DescriptionField()
  description?: string;

  @TranslationsField({ name: 100, description: 2000 })
  translations?: Translations;

  /** Sent back as read from an answer by API clients; accepted and ignored (and left out of the document). */
  @ApiHideProperty()
  @Allow()
  missingTranslations?: unknown;

  @ApiProperty({ example: 1 })
  @RequiredId('Menü-Typ wählen')
  typeId: number;

  @VatRateField({ nullable: true, description: 'Steuersatz, mit dem neue Produkte beginnen; null: der des Menü-Typs' })
  defaultVatRate?: VatRate | null;

  @VatCategoryField({ nullable: true, description: 'Steuerkategorie, mit der neue Produkte beginnen; null: die des Menü-Typs' })
  defaultVatCategory?: VatCategory | null;

  @CourseField({ description: 'Gang, in dem die Produkte serviert werden (Vorspeise, Hauptgang, Dessert); null: keiner' })
  course?: Course | null;

  @SortOrderField()
  sortOrder?: number;
}

export class CategoriesAdminQueryDto {
  @ApiPropertyOptional({ description: 'nur Kategorien dieses Menü-Typs' })
  @IsOptional()
  @IsId()
  typeId?: number;

  @MissingTranslationFilter()
  missingTranslation?: boolean;
}

/** A new order of one menu type's categories: each of its categories' ids once, first to last. */
export class CategoryOrderDto {
  @ApiProperty({ example: 1 })
  @RequiredId('Menü-Typ wählen')
  typeId: number;

  @RequiredIdList('alle Kategorien des Menü-Typs in der neuen Reihenfolge')
  categoryIds: number[];
}
