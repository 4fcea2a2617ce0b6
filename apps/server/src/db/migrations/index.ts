import type { Migration } from '../migrate';
import * as m0001 from './0001_app_settings';

/**
 * Every migration in the order it runs. A file NNNN_name.ts exports `up(db)`; add it here with its file name.
 * Applied migrations are never edited: change the schema with a new one. (migrate.test.ts checks this list
 * against the files in this folder.)
 */
export const migrations: readonly Migration[] = [{ name: '0001_app_settings', up: m0001.up }];
