import type { z } from 'zod';
import type { CompileContext } from '../context.ts';

/**
 * One kind of content, declared once: its name (the name of its JSON in .generated/ and its key in the
 * store) and its data type are inferred from the declaration, so nothing keeps a second list of either.
 */
interface Collection<Name extends string = string, Data = unknown, Uses extends readonly AnyCollection[] = readonly AnyCollection[], Published = Data> {
  name: Name;
  /**
   * The files it reads (a path or pattern under content/) and the schema each is validated with (a CSV's
   * is that of one row): what a tool such as the in-browser editor builds its forms from.
   */
  files: Record<string, z.ZodType | undefined>;
  /** Collections whose validated data it reads from the store: they load first, whatever order they are listed in. */
  uses?: Uses;
  /**
   * Loads: reads its files, validates every one (whether a page uses it or not) and gathers file facts.
   * Returns the data, or undefined after adding problems to ctx.
   */
  load(ctx: CompileContext, store: StoreOf<Uses>): Data | undefined | Promise<Data | undefined>;
  /** Adds the routes its data makes that depend on other collections' routes: runs after all loads, before any check. */
  routes?(ctx: CompileContext, data: Data): void;
  /** Checks its references against what every collection loaded (a route has a page): runs once every route is known. */
  check?(ctx: CompileContext, data: Data): void;
  /** Every JSON file its data is published as, by output name; default: `<name>.json` holds the data as it is. */
  publish?(data: Data): { [N in Name]: Published } & Record<string, unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any collection, whatever its data and what it uses
export type AnyCollection = Collection<string, any, readonly any[], any>;

/** The data a collection loads. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any uses and published form
type DataOf<C> = C extends Collection<string, infer Data, any, any> ? Data : never;

/** Loaded data by collection name: undefined where a collection had problems (already reported). */
export type StoreOf<Cs extends readonly AnyCollection[]> = { [C in Cs[number] as C['name']]?: DataOf<C> };

/** What a collection writes as its own `<name>.json`. */
export type PublishedOf<C> = C extends { name: infer Name extends string; publish?: (data: never) => infer Files }
  ? Files extends Record<Name, infer Own>
    ? Own
    : never
  : never;

export function defineCollection<Name extends string, Data, const Uses extends readonly AnyCollection[] = [], Published = Data>(
  collection: Collection<Name, Data, Uses, Published>,
): Collection<Name, Data, Uses, Published> {
  return collection;
}
