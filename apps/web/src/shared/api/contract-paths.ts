/**
 * The API's calls typed by method and path from the domain's contract (issue #31): `api.get('/api/me')` answers
 * what the route's answer schema sends; a body is checked against the route's body schema and query parameters
 * against its query schema. A path with parameters matches its route whether written as a literal or a template
 * (`/api/consigners/${id}`).
 */
import type { apiRoutes } from '@backroom/domain/contract/routes';
import type { z } from 'zod';

type Routes = typeof apiRoutes;
type RouteKey = keyof Routes & string;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `/api/consigners/:id/payouts` → `/api/consigners/${string}/payouts`. */
type Pattern<P extends string> = P extends `${infer Head}:${string}/${infer Rest}`
  ? `${Head}${string}/${Pattern<Rest>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;

type KeysOf<M extends Method> = Extract<RouteKey, `${M} ${string}`>;
type PathOfKey<K extends string> = K extends `${string} ${infer P}` ? P : never;

/** How many segments a path has (a parameter is one segment, so `/items/${id}/term` is not `/items/:id`). */
type Segments<P extends string, Acc extends unknown[] = []> = P extends `${string}/${infer Rest}`
  ? Segments<Rest, [...Acc, 1]>
  : Acc['length'];

/** The routes of a method whose path pattern the given path fits, segment for segment. */
type Matching<M extends Method, P extends string> = {
  [K in KeysOf<M>]: P extends Pattern<PathOfKey<K>>
    ? Segments<P> extends Segments<PathOfKey<K>>
      ? K
      : never
    : never;
}[KeysOf<M>];

/** The route a call reaches: the route spelt exactly like the path, else those whose pattern it fits. */
export type RouteOf<M extends Method, P extends string> = P extends string
  ? `${M} ${P}` extends KeysOf<M>
    ? `${M} ${P}`
    : Matching<M, P>
  : never;

/** A path some route of the method answers. */
export type ApiPath<M extends Method> = PathOfKey<KeysOf<M>>;

type Part<K, Name extends string> = K extends RouteKey
  ? Routes[K] extends Record<Name, infer S>
    ? S
    : never
  : never;

/** The output of a schema part of a route, or never when the route has no such part. */
type OutputOf<K, Name extends string> = Part<K, Name> extends infer S extends z.ZodType ? z.output<S> : never;

/**
 * What the call answers: the output of the route's answer schema (the client receives JSON of it), or of its
 * `queued` answer (202, a job started for a large selection).
 */
export type AnswerOf<M extends Method, P extends string> = [RouteOf<M, P>] extends [never]
  ? unknown
  : OutputOf<RouteOf<M, P>, 'answer'> | OutputOf<RouteOf<M, P>, 'queued'>;

/**
 * A schema's input; for a `z.preprocess` schema (its input is `unknown`: it rewrites shorthands such as `id` into
 * `ids` first), the input of the schema it hands over to, which is what the web sends.
 */
export type InputOf<S extends z.ZodType> =
  S extends z.ZodPreprocess<infer Out extends z.ZodType> ? z.input<Out> : z.input<S>;

/** What the call takes as its JSON body: the input of the route's body schema. */
export type BodyOf<M extends Method, P extends string> = [Part<RouteOf<M, P>, 'body'>] extends [never]
  ? unknown
  : Part<RouteOf<M, P>, 'body'> extends infer S extends z.ZodType
    ? InputOf<S>
    : unknown;

/** A value a query string carries (buildUrl writes it as text; null, undefined and '' are left out). */
export type QueryValue = string | number | boolean | null | undefined;

/** A value as sent: buildUrl writes `true` as 'true' and `false` as 'false', and leaves out null like undefined. */
type Sent<V> = V extends 'true'
  ? V | true
  : V extends 'false'
    ? V | false
    : V extends undefined
      ? V | null
      : V;

/**
 * A query schema's input as parameters: a coerced value (its input is `unknown`) is given as what it parses to
 * (a number for `z.coerce.number()`), written as text by buildUrl.
 */
type QueryInput<In, Out> = {
  [K in keyof In]: unknown extends In[K]
    ? K extends keyof Out
      ? Exclude<Out[K], undefined>
      : QueryValue
    : Sent<In[K]>;
};

/** The query parameters the call takes: the input of the route's query schema; a route without one takes none. */
export type QueryOf<M extends Method, P extends string> = [Part<RouteOf<M, P>, 'query'>] extends [never]
  ? [RouteOf<M, P>] extends [never]
    ? Record<string, QueryValue>
    : Record<string, never>
  : Part<RouteOf<M, P>, 'query'> extends infer S extends z.ZodType
    ? QueryInput<z.input<S>, z.output<S>>
    : never;

/** A list screen's filter state for a GET route: each of its query keys, set (neither null nor undefined). */
export type QueryState<P extends ApiPath<'GET'>> = {
  [K in keyof QueryOf<'GET', P>]-?: NonNullable<QueryOf<'GET', P>[K]>;
};

/**
 * The query argument of a call and the options after it: required when the route's query schema has a required
 * key, optional otherwise.
 */
export type QueryArgs<M extends Method, P extends string, O> =
  Record<string, never> extends QueryOf<M, P>
    ? [query?: QueryOf<M, P>, options?: O]
    : [query: QueryOf<M, P>, options?: O];
