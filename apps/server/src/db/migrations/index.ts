import type { Kysely } from 'kysely';
import * as m0001 from './0001_app_settings';
import * as m0002 from './0002_accounts';
import * as m0003 from './0003_storage';
import * as m0004 from './0004_points_membership';
import * as m0005 from './0005_pay';
import * as m0006 from './0006_generation';
import * as m0007 from './0007_task_run_times';
import * as m0008 from './0008_read_paths';
import * as m0009 from './0009_user_info_counts';
import * as m0010 from './0010_change_notices';
import * as m0011 from './0011_prompt_translations';

export interface Migration {
  /** The file name without extension: NNNN_name. */
  name: string;
  /** Runs inside the migration's transaction; the same SQL must work on PGlite and PostgreSQL. */
  up(db: Kysely<unknown>): Promise<void>;
}

/**
 * Every migration in the order it runs. A file NNNN_name.ts exports `up(db)`; add it here with its file name.
 * Applied migrations are never edited: change the schema with a new one. (migrate.test.ts checks this list
 * against the files in this folder.)
 */
export const migrations: readonly Migration[] = [
  { name: '0001_app_settings', up: m0001.up },
  { name: '0002_accounts', up: m0002.up },
  { name: '0003_storage', up: m0003.up },
  { name: '0004_points_membership', up: m0004.up },
  { name: '0005_pay', up: m0005.up },
  { name: '0006_generation', up: m0006.up },
  { name: '0007_task_run_times', up: m0007.up },
  { name: '0008_read_paths', up: m0008.up },
  { name: '0009_user_info_counts', up: m0009.up },
  { name: '0010_change_notices', up: m0010.up },
  { name: '0011_prompt_translations', up: m0011.up },
];
