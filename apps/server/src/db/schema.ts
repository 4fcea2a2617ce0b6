import type { ColumnType, Kysely } from 'kysely';

/** Key/value settings the server keeps for itself (generated development secrets and the like). */
export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: ColumnType<Date, Date | undefined, never>;
}

/** Every table the server's queries touch; each migration that adds a table adds its interface here. */
export interface Database {
  app_settings: AppSettingsTable;
  schema_migrations: SchemaMigrationsTable;
}

export type Db = Kysely<Database>;
