/** A function's parameters after the first: a use case's, once the service has bound its context. */
export type DropFirst<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;
