/** What every migration is given besides the database. */
export interface MigrationContext {
  /** The table prefix, for names the prefix plugin does not see (indexes, constraints). */
  prefix: string;
}
