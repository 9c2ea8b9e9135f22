import { Column, CreateDateColumn, UpdateDateColumn } from 'typeorm';

/** `created_at` and `updated_at`, set by TypeORM on insert and update: the base of every entity that changes. */
export abstract class Timestamped {
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** A place in the back office's and the guests' lists (menu types, categories, extras); 1 unless set. */
export const SortOrderColumn = () => Column({ type: 'integer', default: 1 });

/** Switched off rather than deleted (menu types, tables, extras); on unless set. */
export const ActiveColumn = () => Column({ type: 'boolean', default: true });

/** Translations of the name (and description) per language, `{"en": {"name": "…"}}` (common/translations.ts). */
export const TranslationsColumn = () => Column({ type: 'jsonb', default: () => "'{}'" });
