import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type TableNode,
  type UnknownRow,
} from 'kysely';

/**
 * Adds the configured prefix to the app's own table names, so queries are written with the
 * plain names (`slots`) and run against `brindavan_slots`. Only the listed names are touched,
 * which leaves aliases and other tables alone.
 */
class TablePrefixTransformer extends OperationNodeTransformer {
  constructor(
    private readonly prefix: string,
    private readonly tables: ReadonlySet<string>,
  ) {
    super();
  }

  protected override transformTable(node: TableNode): TableNode {
    const transformed = super.transformTable(node);
    const name = transformed.table.identifier.name;
    if (transformed.table.schema || !this.tables.has(name)) return transformed;
    return {
      ...transformed,
      table: {
        ...transformed.table,
        identifier: { ...transformed.table.identifier, name: this.prefix + name },
      },
    };
  }
}

export class TablePrefixPlugin implements KyselyPlugin {
  readonly #transformer: TablePrefixTransformer;

  constructor(prefix: string, tables: readonly string[]) {
    this.#transformer = new TablePrefixTransformer(prefix, new Set(tables));
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
