import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

/** What a NUL in a string parameter becomes on PostgreSQL: the Unicode replacement character. */
export const NUL_REPLACEMENT = '\uFFFD';

export const replaceNul = (value: unknown): unknown =>
  typeof value === 'string' && value.includes('\u0000')
    ? value.replaceAll('\u0000', NUL_REPLACEMENT)
    : value;

class NulReplacer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...super.transformValue(node), value: replaceNul(node.value) };
  }

  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    return { ...super.transformPrimitiveValueList(node), values: node.values.map(replaceNul) };
  }
}

/**
 * PostgreSQL refuses a text value holding NUL (U+0000) with an error, where SQLite stores and
 * compares it; a shopper's input (a login e-mail typed with a NUL) must then be answered like any
 * other unknown value, not with a 500. So NUL in string parameters becomes U+FFFD on the way in:
 * such a value still matches nothing a clean input stored. Every request boundary validates the
 * fields that must not hold control characters anyway.
 */
export class NulCharacterPlugin implements KyselyPlugin {
  private readonly transformer = new NulReplacer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
