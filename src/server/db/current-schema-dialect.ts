import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Driver,
  type Kysely,
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type TableMetadata,
} from 'kysely';

/**
 * Kysely's PostgreSQL introspection (which its Migrator uses to find its own tables) reads
 * every schema and fails when another connection drops a schema meanwhile, as parallel test
 * runs on one database do. better-auth checks its tables through it too. This one reads the
 * current schema only.
 */
class CurrentSchemaIntrospector implements DatabaseIntrospector {
  // biome-ignore lint/suspicious/noExplicitAny: introspection is schema-agnostic
  constructor(private readonly db: Kysely<any>) {}

  getSchemas() {
    return new PostgresIntrospector(this.db).getSchemas();
  }

  async getTables(): Promise<TableMetadata[]> {
    // udt_name is the type name Kysely's own introspector reports (int4, text, timestamptz).
    const { rows } = await sql<{
      table: string;
      schema: string;
      column: string;
      type: string;
      nullable: string;
      default_value: string | null;
    }>`
      select c.table_name as table, c.table_schema as schema, c.column_name as column,
        c.udt_name as type, c.is_nullable as nullable, c.column_default as default_value
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`.execute(this.db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      const table = tables.get(row.table) ?? {
        name: row.table,
        schema: row.schema,
        isView: false,
        columns: [],
      };
      (table.columns as TableMetadata['columns'][number][]).push({
        name: row.column,
        dataType: row.type,
        isNullable: row.nullable === 'YES',
        hasDefaultValue: row.default_value !== null,
        isAutoIncrementing: row.default_value?.startsWith('nextval(') ?? false,
      });
      tables.set(row.table, table);
    }
    return [...tables.values()];
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/** Kysely's PostgreSQL dialect with this introspector and the driver it is given (pipelined-writes.ts). */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  constructor(private readonly driver: Driver) {
    // The pool is the driver's: Kysely's own driver, which would use it, is never made.
    super({ pool: undefined as never });
  }

  override createDriver(): Driver {
    return this.driver;
  }

  // biome-ignore lint/suspicious/noExplicitAny: as above
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
